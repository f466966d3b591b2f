import type { Metadata } from 'next';
import { CourseCatalogue } from '@/components/course/CourseCatalogue';
import { catalogueMetadata, filterFromParams, loadCatalogue } from '@/lib/page-kit/course-lists';
import { allFilterSegments } from '@/lib/catalogue';

/* /course/{category}, /course/{branch}, /course/{category}/{branch}: every combination is built; others are 404. */
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return allFilterSegments('course').map((filter) => ({ filter }));
}

type Props = { params: Promise<{ filter: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogueMetadata('course', await filterFromParams('course', params, 'filter'));
}

export default async function FilteredCourseListPage({ params }: Props) {
  const filter = await filterFromParams('course', params, 'filter');
  return <CourseCatalogue kind="course" filter={filter} items={await loadCatalogue('course', filter)} />;
}
