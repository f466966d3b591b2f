import type { Metadata } from 'next';
import { CourseCatalogue } from '@/components/course/CourseCatalogue';
import { catalogueMetadata, loadCatalogue } from '@/lib/page-kit/course-lists';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata('testseries', {});
}

export default async function TestSeriesListPage() {
  return <CourseCatalogue kind="testseries" filter={{}} items={await loadCatalogue('testseries', {})} />;
}
