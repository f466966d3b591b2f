import { SEARCH_KINDS, type SearchKind } from './kinds';
import { kindRange, MAX_COUNTED, recency, RELEVANCE_POOL } from './rowids';
import type { SearchAnswer, SearchHit, SearchRequest } from './search-index';

/*
 * A search as both engines run it, kind by kind over ranges of document numbers (rowids.ts):
 * one read of each kind's newest matches (at most MAX_COUNTED + 1) gives its count, its newest
 * page and the edge of its relevance pool; relevance ranks that pool only; the kinds' candidates
 * are merged. An engine answers the reads below for its match expression `M`.
 */
export type EngineReads<M> = {
  /**
   * The first and last document numbers in use from `lo` to `hi`, for an engine that may read a
   * frequent word's whole index to find no match in an empty range (FTS5). Without it every kind's
   * whole range is read: PostgreSQL's partitions per kind make an empty kind's read free, and the
   * two edge reads per kind were twelve round trips per search.
   */
  used?(lo: number, hi: number): Promise<[number, number] | undefined>;
  /** Matching numbers from `lo` to `hi`, highest first, at most `limit`. */
  newest(match: M, lo: number, hi: number, limit: number): Promise<number[]>;
  hits(ids: number[]): Promise<SearchHit[]>;
} & (
  | {
      /** The `limit` best matches from `lo` to `hi`; a lower score is better. */
      ranked(match: M, lo: number, hi: number, limit: number): Promise<{ id: number; score: number }[]>;
    }
  | {
      /**
       * `newest`, with the scores of its first `scored` numbers from the same read: for an engine
       * whose second read of a match costs as much as the first (PostgreSQL walks its GIN postings
       * again), instead of `ranked`.
       */
      newestScored(match: M, lo: number, hi: number, limit: number, scored: number): Promise<{ id: number; score?: number }[]>;
    }
);

export async function searchByKinds<M>(request: SearchRequest, match: M | null, reads: EngineReads<M>): Promise<SearchAnswer> {
  if (match === null) return { hits: [], total: 0, byKind: {} };
  const ranges = (
    await Promise.all(
      SEARCH_KINDS.filter((kind) => !request.range || kind === 'daily').map(async (kind) => {
        const { lo, hi } = kindRange(kind, request.range);
        const used = reads.used ? await reads.used(lo, hi) : ([lo, hi] as const);
        return used ? [{ kind, lo: used[0], hi: used[1] }] : [];
      }),
    )
  ).flat();
  const limit = request.offset + request.limit;
  // Relevance among each kind's newest matches: a word in every document costs a bounded ranking.
  const pool = Math.max(RELEVANCE_POOL, limit);
  const scoredRead = request.sort === 'relevance' && 'newestScored' in reads;
  const read = async (r: (typeof ranges)[number]): Promise<{ id: number; score?: number }[]> => {
    if (!scoredRead) return (await reads.newest(match, r.lo, r.hi, MAX_COUNTED + 1)).map((id) => ({ id }));
    return reads.newestScored(match, r.lo, r.hi, MAX_COUNTED + 1, !request.kind || r.kind === request.kind ? pool : 0);
  };
  const newest = new Map(await Promise.all(ranges.map(async (r) => [r.kind, await read(r)] as const)));
  const byKind: Partial<Record<SearchKind, number>> = {};
  for (const [kind, found] of newest) if (found.length > 0) byKind[kind] = Math.min(found.length, MAX_COUNTED);
  const wanted = ranges.filter((r) => (!request.kind || r.kind === request.kind) && byKind[r.kind]);
  const total = wanted.reduce((sum, r) => sum + (byKind[r.kind] ?? 0), 0);
  if (request.offset >= total) return { hits: [], total, byKind };
  const candidates = (
    await Promise.all(
      wanted.map(async (r) => {
        const found = newest.get(r.kind) ?? [];
        if (request.sort === 'newest') return found.slice(0, limit).map(({ id }) => ({ id, score: -recency(id) }));
        if ('newestScored' in reads) return found.flatMap(({ id, score }) => (score === undefined ? [] : [{ id, score }]));
        const lo = found.length > pool ? (found[pool - 1]?.id ?? r.lo) : r.lo;
        return reads.ranked(match, lo, r.hi, limit);
      }),
    )
  ).flat();
  const ids = candidates
    .sort((a, b) => a.score - b.score || recency(b.id) - recency(a.id))
    .slice(request.offset, limit)
    .map((c) => c.id);
  return { hits: await reads.hits(ids), total, byKind };
}
