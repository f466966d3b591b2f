import { EntryFeed } from '@/components/listing/EntryFeed.client';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/listing/PageHero';
import { Pagination } from '@/components/listing/Pagination';
import { loadEntries } from '@/lib/listing/feeds';
import { assertPageExists } from '@/lib/listing/list-page';
import { pageCount } from '@/lib/listing/params';
import { pageHref, PAGES } from '@/lib/routes';

/** `/articles` and its page URLs. The contract has no date range for articles, so no date filter. */
export async function ArticleListPage({ page }: { page: number }) {
  const data = await loadEntries('articles', { page });
  assertPageExists(page, data.total, data.pageSize);
  const crumbs =
    page > 1
      ? [{ label: 'Home', href: PAGES.home }, { label: 'Articles', href: PAGES.articles }, { label: `Page ${page}` }]
      : [{ label: 'Home', href: PAGES.home }, { label: 'Articles' }];
  return (
    <>
      <PageHero title="Articles" lead="Mains-style questions with model answers, written by our faculty." crumbs={crumbs} />
      <ListBody label="Articles">
        <EntryFeed
          key={pageHref(PAGES.articles, page)}
          kind="articles"
          basePath={PAGES.articles}
          initial={data}
          noun="articles"
          showPictures={false}
        />
        <Pagination basePath={PAGES.articles} page={page} totalPages={pageCount(data.total, data.pageSize)} label="Pages of articles" />
      </ListBody>
    </>
  );
}
