import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialLoader } from '@/lib/page-kit/editorial';
import type { RouteProps } from '@/lib/page-kit/kit';

/* `/article/{articleurl}/` (with its trailing slash, see proxy.ts): the question is the title, the answer the body (docs/screens.md#detail-pages). */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = editorialLoader('articles', 'articleurl');

export const generateMetadata = loader.metadata;

export default async function ArticlePage(props: RouteProps<'articleurl'>) {
  return <EditorialDetail page={await loader.page(props)} />;
}
