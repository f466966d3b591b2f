import type { ContentClient } from '@/lib/content/client';
import type { Freshness } from '@/lib/content/paging';
import { bookSchema, digestSchema, magazineSchema, videoCategorySchema, videoSchema } from '@/lib/content/schemas/media';
import { faqSchema, interviewSectionSchema, personSchema } from '@/lib/content/schemas/people';
import { revalidate, tags } from '@/lib/content/tags';
import { contractPath } from '@/lib/content/transport';

const lists = { revalidate: revalidate.lists };

export type VideoQuery = { categoryId: number; limit?: number; from?: string; to?: string };

/** `/video/{id}`, `/{id}/{limit}`, `/{id}/{a}/{b}`, `/{id}/{a}/{b}/{limit}`. */
function videoPath({ categoryId, limit, from, to }: VideoQuery): string {
  const parts: (string | number)[] = ['video', categoryId];
  if (from && to) parts.push(from, to);
  if (limit !== undefined) parts.push(limit);
  return contractPath(...parts);
}

export const libraryApi = (c: ContentClient) => ({
  getDigests: () => c.list('/currentaffairs', digestSchema, { ...lists, tags: [tags.digests] }),

  getVideoCategories: () => c.list('/videocategory', videoCategorySchema, { ...lists, tags: [tags.videos] }),
  getVideos: (q: VideoQuery, { fresh }: Freshness = {}) => c.list(videoPath(q), videoSchema, { ...lists, tags: [tags.videos], fresh }),

  getMagazines: () => c.list('/magazine', magazineSchema, { ...lists, tags: [tags.magazines] }),
  getWeeklyMagazines: () => c.list('/weeklymagazine', magazineSchema, { ...lists, tags: [tags.magazines] }),
  getAppscMagazines: () => c.list('/appscMagazine', magazineSchema, { ...lists, tags: [tags.magazines] }),
  getBooks: () => c.list('/books', bookSchema, { ...lists, tags: [tags.books] }),

  getFaculty: () => c.list('/faculty', personSchema, { ...lists, tags: [tags.faculty] }),
  getFaq: () => c.list('/faq', faqSchema, { ...lists, tags: [tags.faq] }),
  getInterviewContent: () => c.list('/interviewcontent', interviewSectionSchema, { ...lists, tags: [tags.interview] }),
  getInterviewPanel: () => c.list('/interviewpanel', personSchema, { ...lists, tags: [tags.interview] }),
});
