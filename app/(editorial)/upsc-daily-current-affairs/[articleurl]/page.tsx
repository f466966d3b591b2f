import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialLoader } from '@/lib/page-kit/editorial';
import type { RouteProps } from '@/lib/page-kit/kit';

/* `/upsc-daily-current-affairs/{articleurl}/` keeps the documented trailing slash (docs/screens.md#routes); proxy.ts redirects to it. */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = editorialLoader('daily', 'articleurl');

export const generateMetadata = loader.metadata;

export default async function DailyCurrentAffairPage(props: RouteProps<'articleurl'>) {
  return <EditorialDetail page={await loader.page(props)} />;
}
