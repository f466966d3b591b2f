import { EntryFeed } from '@/components/listing/EntryFeed.client';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/listing/PageHero';
import { Pagination } from '@/components/listing/Pagination';
import { todayInIndia } from '@/lib/dates';
import { loadEntries } from '@/lib/listing/feeds';
import { assertPageExists } from '@/lib/listing/list-page';
import { pageCount } from '@/lib/listing/params';
import { pageHref, PAGES } from '@/lib/routes';

/** `/blogs` and `/blogs/page/{n}`: one page of blogs with search, date filter, 'More' and page links. */
export async function BlogListPage({ page }: { page: number }) {
  const data = await loadEntries('blogs', { page });
  assertPageExists(page, data.total, data.pageSize);
  const crumbs =
    page > 1
      ? [{ label: 'Home', href: PAGES.home }, { label: 'Blogs', href: PAGES.blogs }, { label: `Page ${page}` }]
      : [{ label: 'Home', href: PAGES.home }, { label: 'Blogs' }];
  return (
    <>
      <PageHero title="Blogs" lead="Preparation strategy, toppers’ journeys and booklists from our faculty." crumbs={crumbs} />
      <ListBody label="Blogs">
        <EntryFeed
          key={pageHref(PAGES.blogs, page)}
          kind="blogs"
          basePath={PAGES.blogs}
          initial={data}
          noun="blogs"
          filterToday={todayInIndia()}
          searchLabel="Search blogs"
        />
        <Pagination basePath={PAGES.blogs} page={page} totalPages={pageCount(data.total, data.pageSize)} label="Pages of blogs" />
      </ListBody>
    </>
  );
}
