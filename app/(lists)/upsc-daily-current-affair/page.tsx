import { EntryListPage } from '@/components/listing/EntryListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';

// Static (ISR), refreshed more often than other lists: new articles arrive during the day.
// The date filter runs in the page's island through /api/lists (query string only).
export const revalidate = 120;

const loader = pagedListLoader('daily');

export function generateMetadata() {
  return loader.metadata();
}

export default async function DailyCurrentAffairsPage() {
  return <EntryListPage kind="daily" page={await loader.page()} />;
}
