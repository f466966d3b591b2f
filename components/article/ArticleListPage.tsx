import { EntryFeed } from '@/components/listing/EntryFeed.client';
import { PagedListLayout } from '@/components/listing/PagedListLayout';
import type { EntrySummary } from '@/lib/listing/summaries';
import type { PagedList } from '@/lib/pages/paged-lists';
import { pageHref } from '@/lib/routes';

/** `/articles` and its page URLs. The contract has no date range for articles, so no date filter. */
export function ArticleListPage({ list }: { list: PagedList<EntrySummary> }) {
  return (
    <PagedListLayout
      list={list}
      title="Articles"
      lead="Mains-style questions with model answers, written by our faculty."
      crumb="Articles"
      label="Articles"
      pagesLabel="Pages of articles"
    >
      <EntryFeed
        key={pageHref(list.basePath, list.page)}
        kind="articles"
        basePath={list.basePath}
        initial={list.data}
        noun="articles"
        showPictures={false}
      />
    </PagedListLayout>
  );
}
