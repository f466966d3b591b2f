import type { Metadata } from 'next';
import { CoursePage } from '@/components/course/CoursePage';
import { courseHref } from '@/lib/routes';
import { courseMetadata } from '@/lib/pages/course-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { coursePageJsonLd } from '@/lib/seo/structured-data';

/* /Course-details/{url} is redirected here by proxy.ts: one canonical URL per course. */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ courseurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { courseurl } = await params;
  return courseMetadata(found(await content.getCourseDetail(courseurl)));
}

export default async function CourseDetailsPage({ params }: Props) {
  const { courseurl } = await params;
  const detail = found(await content.getCourseDetail(courseurl));
  return (
    <>
      <JsonLd data={coursePageJsonLd(detail, courseHref(detail.course))} />
      <CoursePage detail={detail} />
    </>
  );
}
