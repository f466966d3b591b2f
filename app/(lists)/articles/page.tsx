import type { Metadata } from 'next';
import { EntryListPage } from '@/components/listing/EntryListPage';
import { loadPagedList, pagedListMetadata } from '@/lib/page-kit/paged-lists';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pagedListMetadata('articles', 1);
}

export default async function ArticlesPage() {
  return <EntryListPage kind="articles" list={await loadPagedList('articles', 1)} />;
}
