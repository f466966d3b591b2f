import { content } from '../content';
import { itemType } from '../content-types';
import { blogs, mcqs } from '../content-types/writing';
import type { Paged } from '../content/client';
import { isDateRange, type PageQuery } from '../content/paging';
import type { EntryKind } from './kinds';
import { pageCount } from './params';
import { entrySummary, mcqItem, videoItem, type EntrySummary, type McqItem, type VideoItem } from './summaries';

/*
 * One page of each paged list, as the list pages render it and as /api/lists answers the
 * 'More', filter and search calls of the islands: the same getters, the same summaries.
 * Failures throw (docs/content-contract.md#errors: list calls throw).
 */

/*
 * A page past the end of its list (any number up to MAX_PAGE can be typed) is known from page 1,
 * which is cached, before the API is asked for it: no data-cache entry is stored for a page
 * that does not exist. Its items are empty and its page number past pageCount (a 404).
 */
async function withinList<T>(page: number | undefined, load: (page: number) => Promise<Paged<T>>): Promise<Paged<T>> {
  const first = await load(1);
  if (!page || page <= 1) return first;
  if (page > pageCount(first.total, first.pageSize)) return { ...first, items: [], page };
  return load(page);
}

export async function loadEntries(kind: EntryKind, query: PageQuery): Promise<Paged<EntrySummary>> {
  const fresh = isDateRange(query);
  const type = itemType(kind);
  return withinList(query.page, async (page) => {
    // The contract has no date range for articles: /api/lists takes only their page.
    const r = await content.page(type, { ...query, page }, { fresh });
    return { ...r, items: r.items.map((item) => entrySummary(type, item)) };
  });
}

/** The contract's blog search: at most 20 hits, newest first, not paged. */
export async function searchBlogEntries(term: string): Promise<EntrySummary[]> {
  return (await content.searchBlogs(term.trim())).map((item) => entrySummary(blogs, item));
}

export async function loadMcqs(page: number): Promise<Paged<McqItem>> {
  return withinList(page, async (p) => {
    const r = await content.page(mcqs, { page: p });
    return { ...r, items: r.items.map(mcqItem) };
  });
}

export async function loadVideos(query: { categoryId: number; limit: number; from?: string; to?: string }): Promise<VideoItem[]> {
  return (await content.getVideos(query, { fresh: isDateRange(query) })).map(videoItem);
}
