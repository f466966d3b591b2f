import { CoursePage } from '@/components/course/CoursePage';
import { courseLoader } from '@/lib/page-kit/course';
import type { RouteProps } from '@/lib/page-kit/kit';

/* /Course-details/{url} is redirected here by proxy.ts: one canonical URL per course. */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = courseLoader('courseurl');

export const generateMetadata = loader.metadata;

export default async function CourseDetailsPage(props: RouteProps<'courseurl'>) {
  return <CoursePage page={await loader.page(props)} />;
}
