import { content } from '../content';
import type { PageQuery } from '../content/paging';
import type { EntryKind } from './kinds';
import {
  articleSummary,
  blogSummary,
  dailySummary,
  mcqItem,
  videoItem,
  type EntrySummary,
  type McqItem,
  type VideoItem,
} from './summaries';

/*
 * One page of each paged list, as the list pages render it and as /api/lists answers the
 * 'More', filter and search calls of the islands: the same getters, the same summaries.
 * Failures throw (docs/content-contract.md#errors: list calls throw).
 */

export type FeedPage<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Daily current affairs: articles dated today, and all articles, whatever the filter. */
  todayArticles?: number;
  totalArticles?: number;
};

export async function loadEntries(kind: EntryKind, query: PageQuery): Promise<FeedPage<EntrySummary>> {
  if (kind === 'blogs') {
    const r = await content.getBlogs(query);
    return { ...r, items: r.items.map(blogSummary) };
  }
  if (kind === 'daily') {
    const r = await content.getDailyArticles(query);
    return { ...r, items: r.items.map(dailySummary) };
  }
  // The contract has no date range for articles: only the page.
  const r = await content.getArticles(query.page);
  return { ...r, items: r.items.map(articleSummary) };
}

/** The contract's blog search: at most 20 hits, newest first, not paged. */
export async function searchBlogEntries(term: string): Promise<EntrySummary[]> {
  return (await content.searchBlogs(term.trim())).map(blogSummary);
}

export async function loadMcqs(page: number): Promise<FeedPage<McqItem>> {
  const r = await content.getMcqs(page);
  return { ...r, items: r.items.map(mcqItem) };
}

export async function loadVideos(query: { categoryId: number; limit: number; from?: string; to?: string }): Promise<VideoItem[]> {
  return (await content.getVideos(query)).map(videoItem);
}
