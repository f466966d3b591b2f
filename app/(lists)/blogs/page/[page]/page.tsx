import { EntryListPage } from '@/components/listing/EntryListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';
import type { RouteProps } from '@/lib/page-kit/kit';

/** `/blogs/page/{n}`: a plain address for every page of blogs, rendered on first request and cached. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const loader = pagedListLoader('blogs');

export const generateMetadata = loader.metadata;

export default async function BlogsPageN(props: RouteProps<'page'>) {
  return <EntryListPage kind="blogs" page={await loader.page(props)} />;
}
