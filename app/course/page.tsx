import type { Metadata } from 'next';
import { CourseCatalogue } from '@/components/course/CourseCatalogue';
import { catalogueMetadata, loadCatalogue } from '@/lib/page-kit/course-lists';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata('course', {});
}

export default async function CourseListPage() {
  return <CourseCatalogue kind="course" filter={{}} items={await loadCatalogue('course', {})} />;
}
