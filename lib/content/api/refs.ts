import type { ContentClient } from '../client';
import type { PageSpan } from '../paging';
import { articleRefSchema, blogRefSchema, dailyArticleRefSchema } from '../schemas/refs';
import { revalidate, tags } from '../tags';

/**
 * The paged lists of the contract read for their addresses and dates only (sitemaps), a span of
 * pages at a time, whichever the source (see `ContentClient.refs`). Same paths, tags and
 * lifetimes as the full getters, so a page read by both shares its cached answer.
 */
export const refsApi = (c: ContentClient) => ({
  getDailyArticleRefs: (pages: PageSpan) =>
    c.refs('/upsc-daily-current-affair', dailyArticleRefSchema, pages, { revalidate: revalidate.news, tags: [tags.dailyArticles] }),
  getArticleRefs: (pages: PageSpan) =>
    c.refs('/articlesold', articleRefSchema, pages, { revalidate: revalidate.lists, tags: [tags.articles] }),
  getBlogRefs: (pages: PageSpan) => c.refs('/blogs', blogRefSchema, pages, { revalidate: revalidate.lists, tags: [tags.blogs] }),
});
