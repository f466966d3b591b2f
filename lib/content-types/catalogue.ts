import { courseSchema, type Course } from '@/lib/content/schemas/courses';
import { revalidate, tags } from '@/lib/content/tags';
import { courseName } from '@/lib/course-view';
import { itemContentType, type ItemType, type Share } from './define';

/*
 * Courses and test series: one list of the contract (`/course`), told apart by `coursetype`,
 * and one detail endpoint whose answer carries the batches (lib/content/api/courses.ts).
 */

const course = (kind: 'courses' | 'testseries', coursetype: Course['coursetype'], share: Share) =>
  itemContentType({
    kind,
    schema: courseSchema,
    list: { path: '/course', paged: false, revalidate: revalidate.lists, tag: tags.courses, only: (c) => c.coursetype === coursetype },
    item: { segment: 'course-details', tag: tags.course, slugField: 'courseurl', fromList: true },
    // The category leads the text search reads, as it did before the descriptors.
    read: (c) => ({
      id: c.ID,
      title: courseName(c),
      lead: c.category,
      html: c.details ?? '',
      pic: c.pic,
      keywords: c.keywords,
      metatitle: c.metatitle,
      metadescription: c.metadescription,
      more: [c.syllabus, c.learnit, c.features, c.testschedule],
    }),
    share,
    kickerOf: (c) => [c.category, c.duration].filter(Boolean).join(' · ') || undefined,
    search: true,
  }) satisfies ItemType;

export const courses = course('courses', 'course', { kicker: 'Course', alt: 'UPSC course' });
export const testseries = course('testseries', 'testseries', { kicker: 'Test Series', alt: 'UPSC test series' });
