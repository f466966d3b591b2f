import type { Metadata } from 'next';
import { CourseCatalogue } from '@/components/course/CourseCatalogue';
import { catalogueMetadata, filterFromParams, loadCatalogue } from '@/lib/page-kit/course-lists';
import { allFilterSegments } from '@/lib/catalogue';

/* /testseries/{branch}: the four branches are built; others are 404. */
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return allFilterSegments('testseries').flatMap(([branch]) => (branch ? [{ branch }] : []));
}

type Props = { params: Promise<{ branch: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogueMetadata('testseries', await filterFromParams('testseries', params, 'branch'));
}

export default async function FilteredTestSeriesPage({ params }: Props) {
  const filter = await filterFromParams('testseries', params, 'branch');
  return <CourseCatalogue kind="testseries" filter={filter} items={await loadCatalogue('testseries', filter)} />;
}
