import type { Metadata } from 'next';
import { McqListPage } from '@/components/mcq/McqListPage';
import { loadPagedList, pagedListMetadata } from '@/lib/page-kit/paged-lists';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pagedListMetadata('mcq', 1);
}

export default async function McqPage() {
  return <McqListPage list={await loadPagedList('mcq', 1)} />;
}
