import { blogs } from '@/lib/content-types/writing';
import type { ContentClient } from '../client';
import { aboutPageSchema, policyPageSchema } from '../schemas/writing';
import { revalidate, tags } from '../tags';
import { contractPath } from '../transport';

const details = { revalidate: revalidate.details };

/** The writing's endpoints beyond its types' lists and items (lib/content/api/by-type.ts). */
export const writingApi = (c: ContentClient) => ({
  searchBlogs: (term: string) => c.list(contractPath('blogsearch', term), blogs.schema, { tags: [blogs.list.tag], fresh: true }),
  getAboutPage: (url: string) => c.detail(contractPath('about', url), aboutPageSchema, { ...details, tags: [tags.aboutPage(url)] }),
  getPolicyPage: (page: string) => c.detail(contractPath('upsc', page), policyPageSchema, { ...details, tags: [tags.policyPage(page)] }),
});
