import { CoursePage } from '@/components/course/CoursePage';
import { courseLoader } from '@/lib/page-kit/course';
import type { RouteProps } from '@/lib/page-kit/kit';

/* Test series have no endpoint of their own: /course-details/{testurl} answers for them. */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = courseLoader('testurl');

export const generateMetadata = loader.metadata;

export default async function TestSeriesPage(props: RouteProps<'testurl'>) {
  return <CoursePage page={await loader.page(props)} />;
}
