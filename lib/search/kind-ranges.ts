import { SEARCH_KINDS, type SearchKind } from './kinds';
import { kindRange, MAX_COUNTED, recency, RELEVANCE_POOL } from './rowids';
import type { SearchAnswer, SearchHit, SearchRequest } from './search-index';

/*
 * A search as both engines run it, kind by kind over ranges of document numbers (rowids.ts):
 * one read of each kind's newest matches (at most MAX_COUNTED + 1) gives its count, its newest
 * page and the edge of its relevance pool; relevance ranks that pool only; the kinds' candidates
 * are merged. An engine answers the four reads below for its match expression `M`.
 */
export type EngineReads<M> = {
  /** The first and last document numbers in use from `lo` to `hi` (an engine may read a frequent word's whole index to find no match in an empty range). */
  used(lo: number, hi: number): Promise<[number, number] | undefined>;
  /** Matching numbers from `lo` to `hi`, highest first, at most `limit`. */
  newest(match: M, lo: number, hi: number, limit: number): Promise<number[]>;
  /** The `limit` best matches from `lo` to `hi`; a lower score is better. */
  ranked(match: M, lo: number, hi: number, limit: number): Promise<{ id: number; score: number }[]>;
  hits(ids: number[]): Promise<SearchHit[]>;
};

export async function searchByKinds<M>(request: SearchRequest, match: M | null, reads: EngineReads<M>): Promise<SearchAnswer> {
  if (match === null) return { hits: [], total: 0, byKind: {} };
  const ranges = (
    await Promise.all(
      SEARCH_KINDS.filter((kind) => !request.range || kind === 'daily').map(async (kind) => {
        const { lo, hi } = kindRange(kind, request.range);
        const used = await reads.used(lo, hi);
        return used ? [{ kind, lo: used[0], hi: used[1] }] : [];
      }),
    )
  ).flat();
  const newest = new Map(
    await Promise.all(ranges.map(async (r) => [r.kind, await reads.newest(match, r.lo, r.hi, MAX_COUNTED + 1)] as const)),
  );
  const byKind: Partial<Record<SearchKind, number>> = {};
  for (const [kind, ids] of newest) if (ids.length > 0) byKind[kind] = Math.min(ids.length, MAX_COUNTED);
  const wanted = ranges.filter((r) => (!request.kind || r.kind === request.kind) && byKind[r.kind]);
  const total = wanted.reduce((sum, r) => sum + (byKind[r.kind] ?? 0), 0);
  const limit = request.offset + request.limit;
  if (request.offset >= total) return { hits: [], total, byKind };
  const candidates = (
    await Promise.all(
      wanted.map(async (r) => {
        const ids = newest.get(r.kind) ?? [];
        if (request.sort === 'newest') return ids.slice(0, limit).map((id) => ({ id, score: -recency(id) }));
        // Relevance among the kind's newest matches: a word in every document costs a bounded ranking.
        const pool = Math.max(RELEVANCE_POOL, limit);
        const lo = ids.length > pool ? (ids[pool - 1] ?? r.lo) : r.lo;
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
