import { PagedListLayout } from '@/components/listing/PagedListLayout';
import type { McqItem } from '@/lib/listing/summaries';
import type { KitPage } from '@/lib/page-kit/kit';
import type { PagedList } from '@/lib/page-kit/paged-lists';
import { pageHref } from '@/lib/routes';
import { McqQuiz } from './McqQuiz.client';

/** `/mcq` and `/mcq/page/{n}`: the practice quiz of one page of questions. */
export function McqListPage({ page }: { page: KitPage<PagedList<McqItem>> }) {
  const list = page.view;
  return (
    <PagedListLayout
      page={page}
      title="UPSC MCQ Practice"
      lead="Prelims-style questions: choose an option to see at once whether it is right, with the explanation."
      label="Questions"
      pagesLabel="Pages of questions"
    >
      {(pageLinks) => (
        <>
          <McqQuiz key={pageHref(list.basePath, list.page)} basePath={list.basePath} initial={list.data} />
          {pageLinks}
        </>
      )}
    </PagedListLayout>
  );
}
