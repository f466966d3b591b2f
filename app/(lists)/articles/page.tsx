import { EntryListPage } from '@/components/listing/EntryListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';

export const revalidate = 300;

const loader = pagedListLoader('articles');

export function generateMetadata() {
  return loader.metadata();
}

export default async function ArticlesPage() {
  return <EntryListPage kind="articles" page={await loader.page()} />;
}
