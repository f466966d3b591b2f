import type { Course } from '@/lib/content/schemas/courses';

/** The page of a course or test series (docs/screens.md#routes). */
export function courseHref(course: Pick<Course, 'coursetype' | 'courseurl'>): string {
  return course.coursetype === 'testseries' ? `/test-series/${encodeURIComponent(course.courseurl)}` : `/course-details/${encodeURIComponent(course.courseurl)}`;
}
