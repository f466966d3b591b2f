import { PagedListLayout } from '@/components/listing/PagedListLayout';
import type { McqItem } from '@/lib/listing/summaries';
import type { PagedList } from '@/lib/page-kit/paged-lists';
import { pageHref } from '@/lib/routes';
import { McqQuiz } from './McqQuiz.client';

/** `/mcq` and `/mcq/page/{n}`: the practice quiz of one page of questions. */
export function McqListPage({ list }: { list: PagedList<McqItem> }) {
  return (
    <PagedListLayout
      list={list}
      title="UPSC MCQ Practice"
      lead="Prelims-style questions: choose an option to see at once whether it is right, with the explanation."
      crumb="MCQ"
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
