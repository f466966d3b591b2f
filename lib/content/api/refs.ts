import type { ContentClient } from '../client';
import { pagedPath } from '../paging';
import { articleRefSchema, blogRefSchema, dailyArticleRefSchema } from '../schemas/refs';
import { revalidate, tags } from '../tags';

/**
 * The paged lists of the contract read for their addresses and dates only (sitemaps).
 * Same paths, tags and lifetimes as the full getters, so both share the cached answers.
 */
export const refsApi = (c: ContentClient) => ({
  getDailyArticleRefs: (page: number) =>
    c.paged(pagedPath('/upsc-daily-current-affair', { page }), dailyArticleRefSchema, { revalidate: revalidate.news, tags: [tags.dailyArticles] }),
  getArticleRefs: (page: number) =>
    c.paged(pagedPath('/articlesold', { page }), articleRefSchema, { revalidate: revalidate.lists, tags: [tags.articles] }),
  getBlogRefs: (page: number) => c.paged(pagedPath('/blogs', { page }), blogRefSchema, { revalidate: revalidate.lists, tags: [tags.blogs] }),
});
