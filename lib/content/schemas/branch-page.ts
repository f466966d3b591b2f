import { z } from '@/lib/zod';
import { branchSchema } from './branches';
import { courseSchema } from './courses';
import { parseEach } from './parse-each';

/** `/branches/{url}` (object-shaped detail): the branch and the courses offered there. */
export const branchPageSchema = z.object({
  branch: branchSchema,
  courses: parseEach(courseSchema),
});
export type BranchPage = z.output<typeof branchPageSchema>;
