import type { Metadata } from 'next';
import { CataloguePage, catalogueMetadata } from '@/components/course/catalogue-page';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata('course', {});
}

export default function CourseListPage() {
  return <CataloguePage kind="course" filter={{}} />;
}
