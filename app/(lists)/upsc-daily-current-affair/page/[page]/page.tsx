import type { Metadata } from 'next';
import { DailyListPage } from '@/components/current-affairs/DailyListPage';
import { DAILY_META } from '@/lib/pages/list-meta';
import { PAGES } from '@/lib/routes';
import { listMetadata, pageFromParams } from '@/lib/listing/list-page';

export const revalidate = 120;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata('upsc-daily-current-affair', PAGES.daily, await pageFromParams(params, PAGES.daily), DAILY_META);
}

export default async function DailyCurrentAffairsPageN({ params }: Props) {
  return <DailyListPage page={await pageFromParams(params, PAGES.daily)} />;
}
