import type { Metadata } from 'next';
import { CataloguePage, catalogueMetadata } from '@/components/course/catalogue-page';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata('testseries', {});
}

export default function TestSeriesListPage() {
  return <CataloguePage kind="testseries" filter={{}} />;
}
