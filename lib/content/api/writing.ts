import type { ContentClient } from '../client';
import { pagedPath, type Freshness, type PageQuery } from '../paging';
import {
  aboutPageSchema,
  articleSchema,
  blogSchema,
  dailyArticleSchema,
  essaySchema,
  explorationSchema,
  mcqSchema,
  policyPageSchema,
} from '../schemas/writing';
import { revalidate, tags } from '../tags';
import { contractPath } from '../transport';

const details = { revalidate: revalidate.details };
const lists = { revalidate: revalidate.lists };

export const writingApi = (c: ContentClient) => ({
  getDailyArticles: (q?: PageQuery, { fresh }: Freshness = {}) =>
    c.paged(pagedPath('/upsc-daily-current-affair', q), dailyArticleSchema, {
      revalidate: revalidate.news,
      tags: [tags.dailyArticles],
      fresh,
    }),
  getDailyArticle: (url: string) =>
    c.detail(contractPath('upsc-daily-current-affairs', url), dailyArticleSchema, { ...details, tags: [tags.dailyArticle(url)] }),

  getArticles: (page?: number) => c.paged(pagedPath('/articlesold', { page }), articleSchema, { ...lists, tags: [tags.articles] }),
  getArticle: (url: string) => c.detail(contractPath('article', url), articleSchema, { ...details, tags: [tags.article(url)] }),

  getBlogs: (q?: PageQuery, { fresh }: Freshness = {}) =>
    c.paged(pagedPath('/blogs', q), blogSchema, { ...lists, tags: [tags.blogs], fresh }),
  searchBlogs: (term: string) => c.list(contractPath('blogsearch', term), blogSchema, { tags: [tags.blogs], fresh: true }),
  getBlog: (url: string) => c.detail(contractPath('blog', url), blogSchema, { ...details, tags: [tags.blog(url)] }),

  getExplorations: () => c.list('/exploration', explorationSchema, { ...lists, tags: [tags.explorations] }),
  getExploration: (url: string) => c.detail(contractPath('explore', url), explorationSchema, { ...details, tags: [tags.exploration(url)] }),

  getMcqs: (page?: number) => c.paged(pagedPath('/mcq', { page }), mcqSchema, { ...lists, tags: [tags.mcqs] }),
  getEssays: () => c.list('/generalessay', essaySchema, { ...lists, tags: [tags.essays] }),

  getAboutPage: (url: string) => c.detail(contractPath('about', url), aboutPageSchema, { ...details, tags: [tags.aboutPage(url)] }),
  getPolicyPage: (page: string) => c.detail(contractPath('upsc', page), policyPageSchema, { ...details, tags: [tags.policyPage(page)] }),
});
