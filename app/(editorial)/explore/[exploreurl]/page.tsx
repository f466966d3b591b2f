import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialLoader } from '@/lib/page-kit/editorial';
import type { RouteProps } from '@/lib/page-kit/kit';

/* An exploration: an illustrated story of India's heritage, landscapes or traditions. */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = editorialLoader('explorations', 'exploreurl');

export const generateMetadata = loader.metadata;

export default async function ExplorationPage(props: RouteProps<'exploreurl'>) {
  return <EditorialDetail page={await loader.page(props)} />;
}
