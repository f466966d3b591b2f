/** Page and date-range forms shared by the paged list calls (docs/content-contract.md#paging). */
export type PageQuery = { page?: number; from?: string; to?: string };

export const PAGE_SIZE = 10;

/** `/base`, `/base/{x}`, `/base/{a}/{b}` or `/base/{a}/{b}/{c}`. */
export function pagedPath(base: string, { page, from, to }: PageQuery = {}): string {
  const p = page && page > 1 ? page : undefined;
  if (from && to) return `${base}/${encodeURIComponent(from)}/${encodeURIComponent(to)}${p ? `/${p}` : ''}`;
  return p ? `${base}/${p}` : base;
}
