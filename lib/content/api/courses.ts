import type { ContentClient } from '@/lib/content/client';
import { branchPageSchema } from '@/lib/content/schemas/branch-page';
import { branchSchema } from '@/lib/content/schemas/branches';
import { courseDetailSchema, courseSchema } from '@/lib/content/schemas/courses';
import { revalidate, tags } from '@/lib/content/tags';
import { contractPath } from '@/lib/content/transport';

export const courseApi = (c: ContentClient) => ({
  getBranches: () => c.list('/branches', branchSchema, { revalidate: revalidate.lists, tags: [tags.branches] }),
  getBranchPage: (url: string) =>
    c.detailObject(contractPath('branches', url), branchPageSchema, {
      revalidate: revalidate.details,
      tags: [tags.branches, tags.branch(url), tags.courses],
    }),
  getCourses: () => c.list('/course', courseSchema, { revalidate: revalidate.lists, tags: [tags.courses] }),
  /** `branchId` limits the batches to one branch (0 = all) and adds `branchnames`. */
  getCourseDetail: (url: string, branchId?: number) =>
    c.detailObject(
      branchId === undefined ? contractPath('course-details', url) : contractPath('course-details', url, branchId),
      courseDetailSchema,
      { revalidate: revalidate.details, tags: [tags.courses, tags.course(url)] },
    ),
});
