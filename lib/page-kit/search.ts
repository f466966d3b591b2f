import { todayInIndia } from '../dates';
import { SEARCH_REFUSED, searchAllowed } from '../listing/search-limit';
import type { ParsedSearch, SearchParams } from '../search/params';
import { runSearch, type SearchOutcome } from '../search/search';
import { siteSearch } from '@/lib/search/site-search';

/** What the search page shows: the form's values, and results or the reason there are none. */
export type SearchPageData = {
  params: SearchParams;
  /** Why the address cannot be searched (too short, bad date, too many searches). */
  problem?: string;
  outcome?: SearchOutcome;
  /** A first build of the index is running: results may be missing. */
  building: boolean;
  today: string;
};

export async function loadSearchPage(parsed: ParsedSearch, submitted: boolean, headers: Headers): Promise<SearchPageData> {
  const { index, indexer } = siteSearch();
  const base = { params: parsed.params, building: indexer.building(), today: todayInIndia() };
  // The bare page (no q at all) is the empty form, not an error.
  if (!submitted) return base;
  if (!parsed.ok) return { ...base, problem: parsed.problem };
  if (!(await searchAllowed(headers))) return { ...base, problem: SEARCH_REFUSED };
  return { ...base, outcome: await runSearch(index, parsed.params) };
}
