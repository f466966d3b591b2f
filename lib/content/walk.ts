/**
 * The items of pages `first`..`last` of a paged list, in page order, with at most
 * `concurrency` page calls in flight (the contract pages by 10, so a large sitemap part
 * is many calls: they must neither run one by one nor all at once).
 */
export async function walkPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[] }>,
  first: number,
  last: number,
  concurrency = 4,
): Promise<T[]> {
  if (last < first) return [];
  const pages: T[][] = new Array<T[]>(last - first + 1);
  let next = first;
  const worker = async () => {
    while (next <= last) {
      const page = next++;
      pages[page - first] = (await fetchPage(page)).items;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, last - first + 1) }, worker));
  return pages.flat();
}
