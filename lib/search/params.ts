import { todayInIndia } from '@/lib/dates';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/constants';
import { dateRangeProblem, MAX_PAGE, parsePageParam, searchTermProblem } from '@/lib/listing/params';
import { isSearchKind, type SearchKind } from './kinds';
import type { SearchSort } from './search-index';

/*
 * The search page's address (`/search?q=&kind=&sort=&page=&from=&to=`) read into a request, or
 * the reason it cannot be: shown on the page (and answered as a 400 by /api/search). Plain
 * checks shared with the lists, no zod, so the header's popup can use them too.
 */

export type SearchParams = {
  q: string;
  kind?: SearchKind;
  sort: SearchSort;
  page: number;
  range?: { from: string; to: string };
};

export type ParsedSearch = { ok: true; params: SearchParams } | { ok: false; params: SearchParams; problem: string };

export const SEARCH_PAGE_SIZE = 10;

/** What the form shows again of a refused text: enough to see it was too long, never a whole pasted page. */
const SHOWN_LENGTH = 2 * SEARCH_MAX_LENGTH;

type Raw = Record<string, string | string[] | undefined>;

const one = (raw: Raw, key: string) => {
  const v = raw[key];
  return Array.isArray(v) ? v[0] : v;
};

export function parseSearchParams(raw: Raw, today = todayInIndia()): ParsedSearch {
  // Control characters (a NUL from ?q=%00) have no place in a query, nor in the page that shows it again.
  const q = (one(raw, 'q') ?? '').replace(/\p{Cc}/gu, ' ').trim();
  const kindRaw = one(raw, 'kind');
  const sortRaw = one(raw, 'sort');
  const pageRaw = one(raw, 'page');
  const from = one(raw, 'from') || undefined;
  const to = one(raw, 'to') || undefined;
  const kind = kindRaw && isSearchKind(kindRaw) ? kindRaw : undefined;
  const sort: SearchSort = sortRaw === 'newest' ? 'newest' : 'relevance';
  const page = pageRaw === undefined ? 1 : (parsePageParam(pageRaw) ?? 1);
  const params: SearchParams = { q: q.slice(0, SHOWN_LENGTH), sort, page, ...(kind ? { kind } : {}) };
  const refuse = (problem: string): ParsedSearch => ({ ok: false, params, problem });

  if (kindRaw && !kind) return refuse('Choose one of the kinds listed.');
  if (sortRaw && sortRaw !== 'newest' && sortRaw !== 'relevance') return refuse('Sort by relevance or by newest.');
  if (pageRaw !== undefined && parsePageParam(pageRaw) === null) return refuse(`The page must be a number from 1 to ${MAX_PAGE}.`);
  const termProblem = searchTermProblem(q);
  if (termProblem) return refuse(termProblem);
  if ((from === undefined) !== (to === undefined)) return refuse('Give both a start date and an end date.');
  if (from !== undefined && to !== undefined) {
    const problem = dateRangeProblem(from, to, today);
    if (problem) return refuse(problem);
    return { ok: true, params: { ...params, kind: 'daily', range: { from, to } } };
  }
  return { ok: true, params };
}

/** The address of a search with some of its values changed (tabs, sort, pages); page 1 and defaults are left out. */
export function searchQueryString(params: SearchParams): string {
  const q = new URLSearchParams({ q: params.q });
  if (params.kind) q.set('kind', params.kind);
  if (params.sort !== 'relevance') q.set('sort', params.sort);
  if (params.range) {
    q.set('from', params.range.from);
    q.set('to', params.range.to);
  }
  if (params.page > 1) q.set('page', String(params.page));
  return q.toString();
}
