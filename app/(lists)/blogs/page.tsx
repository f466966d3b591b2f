import type { Metadata } from 'next';
import { EntryListPage } from '@/components/listing/EntryListPage';
import { loadPagedList, pagedListMetadata } from '@/lib/page-kit/paged-lists';

// Static (ISR). The search and the date filter run in the page's island through
// /api/lists and keep their values in the query string, so this page never reads it.
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pagedListMetadata('blogs', 1);
}

export default async function BlogsPage() {
  return <EntryListPage kind="blogs" list={await loadPagedList('blogs', 1)} />;
}
