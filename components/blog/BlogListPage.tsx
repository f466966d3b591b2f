import { EntryFeed } from '@/components/listing/EntryFeed.client';
import { PagedListLayout } from '@/components/listing/PagedListLayout';
import { todayInIndia } from '@/lib/dates';
import type { EntrySummary } from '@/lib/listing/summaries';
import type { PagedList } from '@/lib/pages/paged-lists';
import { pageHref } from '@/lib/routes';

/** `/blogs` and `/blogs/page/{n}`: one page of blogs with search, date filter, 'More' and page links. */
export function BlogListPage({ list }: { list: PagedList<EntrySummary> }) {
  return (
    <PagedListLayout
      list={list}
      title="Blogs"
      lead="Preparation strategy, toppers’ journeys and booklists from our faculty."
      crumb="Blogs"
      label="Blogs"
      pagesLabel="Pages of blogs"
    >
      <EntryFeed
        key={pageHref(list.basePath, list.page)}
        kind="blogs"
        basePath={list.basePath}
        initial={list.data}
        noun="blogs"
        filterToday={todayInIndia()}
        searchLabel="Search blogs"
      />
    </PagedListLayout>
  );
}
