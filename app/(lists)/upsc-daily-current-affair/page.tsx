import type { Metadata } from 'next';
import { DailyListPage } from '@/components/current-affairs/DailyListPage';
import { DAILY_META } from '@/lib/pages/list-meta';
import { PAGES } from '@/lib/routes';
import { listMetadata } from '@/lib/listing/list-page';

// Static (ISR), refreshed more often than other lists: new articles arrive during the day.
// The date filter runs in the page's island through /api/lists (query string only).
export const revalidate = 120;

export function generateMetadata(): Promise<Metadata> {
  return listMetadata('upsc-daily-current-affair', PAGES.daily, 1, DAILY_META);
}

export default function DailyCurrentAffairsPage() {
  return <DailyListPage page={1} />;
}
