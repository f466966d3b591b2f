import type { Metadata } from 'next';
import type { CourseDetail } from '@/lib/content/schemas/courses';
import { courseName } from '@/lib/course-view';
import { courseHref } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** A course page's metadata: its metatitle, metadescription and keywords, else its name. Canonical by its type. */
export function courseMetadata({ course }: CourseDetail): Metadata {
  const name = courseName(course);
  return pageMetadata({
    title: name,
    metatitle: course.metatitle,
    description: course.metadescription ?? `${name}: batches, syllabus, faculty and fees.`,
    keywords: course.keywords,
    path: courseHref(course),
    generatedImage: true,
  });
}
