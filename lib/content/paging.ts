/** Page and date-range forms shared by the paged list calls (docs/content-contract.md#paging). */
export type PageQuery = { page?: number; from?: string; to?: string };

/** Items a page of every paged call of the contract (docs/content-contract.md#paging). */
export const PAGE_SIZE = 10;

/** Contract pages `first` to `last` of a paged list. */
export type PageSpan = { first: number; last: number };

/** `/base`, `/base/{x}`, `/base/{a}/{b}` or `/base/{a}/{b}/{c}`. */
export function pagedPath(base: string, { page, from, to }: PageQuery = {}): string {
  const p = page && page > 1 ? page : undefined;
  if (from && to) return `${base}/${encodeURIComponent(from)}/${encodeURIComponent(to)}${p ? `/${p}` : ''}`;
  return p ? `${base}/${p}` : base;
}

/** `fresh`: the answer skips the data cache (a visitor's filter: one entry per value would grow it without bound). */
export type Freshness = { fresh?: boolean };

/**
 * A visitor's date filter (lib/listing/feeds.ts): asked afresh, as one entry per pair of days
 * since the filter's first day would grow the data cache without bound. The site's own ranges
 * (news sitemap, 'today') are cached.
 */
export const isDateRange = (q?: { from?: string; to?: string }) => Boolean(q?.from && q.to);
