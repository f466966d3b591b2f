import { itemHref } from '@/lib/content-types/kinds';
import { SEARCH_KINDS, type SearchKind } from './kinds';
import { SEARCH_PAGE_SIZE, type SearchParams } from './params';
import { MAX_COUNTED } from './rowids';
import type { SearchIndex } from './search-index';
import { snippet, withoutRepeatedSnippets, type SnippetPart } from './snippet';
import { parseQuery } from './tokens';

/** One result as the page and the popup show it. */
export type SearchResult = { kind: SearchKind; title: string; href: string; date?: string; snippet: SnippetPart[] };

export type SearchOutcome = {
  results: SearchResult[];
  /** Matches of the chosen kind (or all kinds); `capped` when some kind had more than counted. */
  total: number;
  capped: boolean;
  byKind: { kind: SearchKind; count: number }[];
  pageCount: number;
  /** The text held no word to look for ('"*" -'). */
  noWords: boolean;
  /** The server time of the query, in milliseconds (Server-Timing). */
  ms: number;
};

/** Runs a checked search against the index and shapes its answer. */
export async function runSearch(index: SearchIndex, params: SearchParams, pageSize = SEARCH_PAGE_SIZE): Promise<SearchOutcome> {
  const started = performance.now();
  const terms = parseQuery(params.q);
  const answer = await index.search({
    terms,
    sort: params.sort,
    offset: (params.page - 1) * pageSize,
    limit: pageSize,
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.range ? { range: params.range } : {}),
  });
  const counts = SEARCH_KINDS.map((kind) => ({ kind, count: answer.byKind[kind] ?? 0 })).filter((c) => c.count > 0);
  return {
    results: withoutRepeatedSnippets(
      answer.hits.map((hit) => ({
        kind: hit.kind,
        title: hit.title,
        href: itemHref(hit.kind, hit.slug),
        ...(hit.date ? { date: hit.date } : {}),
        snippet: snippet(hit.body, terms),
      })),
    ),
    total: answer.total,
    capped: counts.some((c) => c.count >= MAX_COUNTED),
    byKind: counts,
    pageCount: Math.max(1, Math.ceil(answer.total / pageSize)),
    noWords: terms.length === 0,
    ms: performance.now() - started,
  };
}
