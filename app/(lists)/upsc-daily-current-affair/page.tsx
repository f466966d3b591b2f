import type { Metadata } from 'next';
import { EntryListPage } from '@/components/listing/EntryListPage';
import { loadPagedList, pagedListMetadata } from '@/lib/page-kit/paged-lists';

// Static (ISR), refreshed more often than other lists: new articles arrive during the day.
// The date filter runs in the page's island through /api/lists (query string only).
export const revalidate = 120;

export function generateMetadata(): Promise<Metadata> {
  return pagedListMetadata('daily', 1);
}

export default async function DailyCurrentAffairsPage() {
  return <EntryListPage kind="daily" list={await loadPagedList('daily', 1)} />;
}
