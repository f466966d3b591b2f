import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { Pagination } from '@/components/listing/Pagination';
import type { SearchPageData } from '@/lib/page-kit/search';
import { PAGES, searchHref } from '@/lib/routes';
import { resultCount } from '@/lib/search/kinds';
import { searchQueryString, type SearchParams } from '@/lib/search/params';
import { NoResults } from './NoResults';
import { PastLastPage } from './PastLastPage';
import { SearchFilters } from './SearchFilters';
import { SearchForm } from './SearchForm';
import { SearchResultItem } from './SearchResultItem';
import styles from './SearchPage.module.css';
import { crumbsTo } from '@/lib/page-kit/crumbs';
import { searchedInWords } from '@/lib/search/kinds';

const crumbs = crumbsTo({ label: 'Search', href: PAGES.search });
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `/search`: the form, the kinds with their counts, sort and date filter, ten results a page with page links. */
export function SearchPage({ params, problem, outcome, building, today }: SearchPageData) {
  const href = (changes: Partial<SearchParams>) => searchHref(searchQueryString({ ...params, page: 1, ...changes }));
  // A query that is one quoted phrase is shown inside the summary's own quotes, not in two pairs.
  const asked = /^"[^"]+"$/.test(params.q) ? params.q.slice(1, -1) : params.q;
  return (
    <>
      <PageHero title="Search" lead={`${sentenceCase(searchedInWords())}, in English and Hindi.`} crumbs={crumbs}>
        <SearchForm q={params.q} />
      </PageHero>
      <ListBody label="Search results">
        {building && <p className={styles.note}>The search index is being built: some results may be missing for a few minutes.</p>}
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        {outcome && (
          <>
            <p className={styles.summary} role="status">
              {outcome.total === 0 ? `No results for “${asked}”` : `${resultCount(outcome.total, outcome.capped)} for “${asked}”`}
              {params.range && ` in current affairs from ${params.range.from} to ${params.range.to}`}
            </p>
            <SearchFilters params={params} outcome={outcome} today={today} href={href} />
            {outcome.results.length > 0 ? (
              <ol className={styles.results}>
                {outcome.results.map((r) => (
                  <SearchResultItem key={r.href} result={r} />
                ))}
              </ol>
            ) : outcome.total > 0 ? (
              <PastLastPage page={params.page} lastPage={outcome.pageCount} href={href} />
            ) : (
              <NoResults params={params} noWords={outcome.noWords} href={href} />
            )}
            <Pagination
              basePath={PAGES.search}
              hrefFor={(page) => href({ page })}
              page={params.page}
              totalPages={outcome.pageCount}
              label="Pages of results"
            />
          </>
        )}
      </ListBody>
    </>
  );
}
