import type { Metadata } from 'next';
import { McqListPage } from '@/components/mcq/McqListPage';
import { loadPagedList, pagedListMetadata, pagedListNumber } from '@/lib/page-kit/paged-lists';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pagedListMetadata('mcq', await pagedListNumber('mcq', params));
}

export default async function McqPageN({ params }: Props) {
  return <McqListPage list={await loadPagedList('mcq', await pagedListNumber('mcq', params))} />;
}
