import { courseHref } from '@/lib/routes';
import type { Branch } from '@/lib/content/schemas/branches';
import type { Course } from '@/lib/content/schemas/courses';
import { FALLBACK_BRANCHES } from '@/lib/constants';

export type CourseGroup = { id: number; name: string; courses: { name: string; href: string }[] };

/**
 * The COURSES menu: each branch with the courses offered there. The first branch of the
 * list (the 'All Branches' pseudo-entry) is skipped; without a branch list, the fixed
 * fallback branches stand in.
 */
export function courseGroups(branches: Branch[], courses: Course[]): CourseGroup[] {
  const list = branches.length > 1 ? branches.slice(1) : FALLBACK_BRANCHES.map((b) => ({ ID: b.ID, branchname: b.branchname }));
  return list.map((branch) => ({
    id: branch.ID,
    name: branch.branchname,
    courses: courses
      .filter((c) => c.coursetype === 'course' && c.branchids.includes(branch.ID))
      .map((c) => ({ name: c.coursename, href: courseHref(c) })),
  }));
}
