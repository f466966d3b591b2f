import { McqListPage } from '@/components/mcq/McqListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';

export const revalidate = 300;

const loader = pagedListLoader('mcqs');

export function generateMetadata() {
  return loader.metadata();
}

export default async function McqPage() {
  return <McqListPage page={await loader.page()} />;
}
