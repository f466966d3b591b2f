import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/listing/PageHero';
import { Pagination } from '@/components/listing/Pagination';
import { loadMcqs } from '@/lib/listing/feeds';
import { assertPageExists } from '@/lib/listing/list-page';
import { pageCount } from '@/lib/listing/params';
import { pageHref, PAGES } from '@/lib/routes';
import { McqQuiz } from './McqQuiz.client';

/** `/mcq` and `/mcq/page/{n}`: the practice quiz of one page of questions. */
export async function McqListPage({ page }: { page: number }) {
  const data = await loadMcqs(page);
  assertPageExists(page, data.total, data.pageSize);
  const crumbs =
    page > 1
      ? [{ label: 'Home', href: PAGES.home }, { label: 'MCQ', href: PAGES.mcq }, { label: `Page ${page}` }]
      : [{ label: 'Home', href: PAGES.home }, { label: 'MCQ' }];
  return (
    <>
      <PageHero
        title="UPSC MCQ Practice"
        lead="Prelims-style questions: choose an option to see at once whether it is right, with the explanation."
        crumbs={crumbs}
      />
      <ListBody label="Questions">
        <McqQuiz key={pageHref(PAGES.mcq, page)} basePath={PAGES.mcq} initial={data} />
        <Pagination basePath={PAGES.mcq} page={page} totalPages={pageCount(data.total, data.pageSize)} label="Pages of questions" />
      </ListBody>
    </>
  );
}
