import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialLoader } from '@/lib/page-kit/editorial';
import type { RouteProps } from '@/lib/page-kit/kit';

/* A blog post, rendered on first request, then served from the cache and refreshed every 10 minutes (ISR). */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = editorialLoader('blogs', 'blogurl');

export const generateMetadata = loader.metadata;

export default async function BlogPage(props: RouteProps<'blogurl'>) {
  return <EditorialDetail page={await loader.page(props)} />;
}
