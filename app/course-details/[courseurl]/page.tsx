import type { Metadata } from 'next';
import { CoursePage } from '@/components/course/CoursePage';
import { courseMetadata } from '@/components/course/course-metadata';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';

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
  return <CoursePage detail={found(await content.getCourseDetail(courseurl))} />;
}
