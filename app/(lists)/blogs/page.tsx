import { EntryListPage } from '@/components/listing/EntryListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';

// Static (ISR). The search and the date filter run in the page's island through
// /api/lists and keep their values in the query string, so this page never reads it.
export const revalidate = 300;

const loader = pagedListLoader('blogs');

export function generateMetadata() {
  return loader.metadata();
}

export default async function BlogsPage() {
  return <EntryListPage kind="blogs" page={await loader.page()} />;
}
