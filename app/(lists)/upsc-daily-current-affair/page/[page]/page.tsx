import type { Metadata } from 'next';
import { EntryListPage } from '@/components/listing/EntryListPage';
import { loadPagedList, pagedListMetadata, pagedListNumber } from '@/lib/page-kit/paged-lists';

export const revalidate = 120;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pagedListMetadata('daily', await pagedListNumber('daily', params));
}

export default async function DailyCurrentAffairsPageN({ params }: Props) {
  return <EntryListPage kind="daily" list={await loadPagedList('daily', await pagedListNumber('daily', params))} />;
}
