import { EntryListPage } from '@/components/listing/EntryListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';
import type { RouteProps } from '@/lib/page-kit/kit';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const loader = pagedListLoader('articles');

export const generateMetadata = loader.metadata;

export default async function ArticlesPageN(props: RouteProps<'page'>) {
  return <EntryListPage kind="articles" page={await loader.page(props)} />;
}
