import type { Metadata } from 'next';
import { CoursePage } from '@/components/course/CoursePage';
import { courseHref } from '@/lib/routes';
import { courseMetadata } from '@/lib/pages/course-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { coursePageJsonLd } from '@/lib/seo/structured-data';

/* Test series have no endpoint of their own: /course-details/{testurl} answers for them. */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ testurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { testurl } = await params;
  return courseMetadata(found(await content.getCourseDetail(testurl)));
}

export default async function TestSeriesPage({ params }: Props) {
  const { testurl } = await params;
  const detail = found(await content.getCourseDetail(testurl));
  return (
    <>
      <JsonLd data={coursePageJsonLd(detail, courseHref(detail.course))} />
      <CoursePage detail={detail} />
    </>
  );
}
