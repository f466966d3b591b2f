import type { Metadata } from 'next';
import { EntryListPage } from '@/components/listing/EntryListPage';
import { loadPagedList, pagedListMetadata, pagedListNumber } from '@/lib/page-kit/paged-lists';

/** `/blogs/page/{n}`: a plain address for every page of blogs, rendered on first request and cached. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pagedListMetadata('blogs', await pagedListNumber('blogs', params));
}

export default async function BlogsPageN({ params }: Props) {
  return <EntryListPage kind="blogs" list={await loadPagedList('blogs', await pagedListNumber('blogs', params))} />;
}
