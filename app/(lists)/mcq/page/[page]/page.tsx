import { McqListPage } from '@/components/mcq/McqListPage';
import { pagedListLoader } from '@/lib/page-kit/paged-lists';
import type { RouteProps } from '@/lib/page-kit/kit';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const loader = pagedListLoader('mcqs');

export const generateMetadata = loader.metadata;

export default async function McqPageN(props: RouteProps<'page'>) {
  return <McqListPage page={await loader.page(props)} />;
}
