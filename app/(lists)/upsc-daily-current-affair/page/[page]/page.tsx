import { EntryListPage } from '@/components/listing/EntryListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';
import type { RouteProps } from '@/lib/page-kit/kit';

export const revalidate = 120;

export function generateStaticParams() {
  return [];
}

const loader = pagedListLoader('daily');

export const generateMetadata = loader.metadata;

export default async function DailyCurrentAffairsPageN(props: RouteProps<'page'>) {
  return <EntryListPage kind="daily" page={await loader.page(props)} />;
}
