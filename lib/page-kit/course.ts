import { content } from '../content';
import { found } from '../content/found';
import type { CourseDetail } from '../content/schemas/courses';
import { courseName } from '../course-view';
import { courseHref, PAGES, shareImagePath } from '../routes';
import { pageMetadata } from '../seo/metadata';
import { courseJsonLd } from '../seo/structured-data';
import { courses, testseries } from '../content-types/catalogue';
import { crumbsTo } from './crumbs';
import type { PageLoader } from './kit';
import { slugParam } from './params';

/*
 * A course or test series page (/course-details/{url}, /test-series/{url}): the contract's
 * course-by-url answer, which carries the batches. It answers for both types, so the item's own
 * `coursetype` decides its canonical address, its crumbs and its share picture.
 */
export function courseLoader<P extends string>(param: P): PageLoader<P, CourseDetail> {
  const load = async (params: Promise<Record<P, string>>) => {
    const detail = found(await content.getCourseDetail(await slugParam(params, param)));
    const type = detail.course.coursetype === 'testseries' ? testseries : courses;
    return { detail, type, path: courseHref(detail.course), name: courseName(detail.course) };
  };
  return {
    /** The course's metatitle, metadescription and keywords, else its name. */
    async metadata({ params }) {
      const { detail, type, path, name } = await load(params);
      const { course } = detail;
      return pageMetadata({
        title: name,
        metatitle: course.metatitle,
        description: course.metadescription ?? `${name}: batches, syllabus, faculty and fees.`,
        keywords: course.keywords,
        path,
        shareImage: { url: shareImagePath(type.kind, course.courseurl), alt: type.share.alt },
      });
    },
    async page({ params }) {
      const { detail, type, path, name } = await load(params);
      const list = type === testseries ? { label: 'Test Series', href: PAGES.testseries } : { label: 'Courses', href: PAGES.course };
      return { crumbs: crumbsTo({ label: name, href: path }, list), jsonLd: [courseJsonLd(detail, path)], view: detail };
    },
  };
}
