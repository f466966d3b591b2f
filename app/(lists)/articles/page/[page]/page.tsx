import type { Metadata } from 'next';
import { EntryListPage } from '@/components/listing/EntryListPage';
import { loadPagedList, pagedListMetadata, pagedListNumber } from '@/lib/page-kit/paged-lists';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pagedListMetadata('articles', await pagedListNumber('articles', params));
}

export default async function ArticlesPageN({ params }: Props) {
  return <EntryListPage kind="articles" list={await loadPagedList('articles', await pagedListNumber('articles', params))} />;
}
