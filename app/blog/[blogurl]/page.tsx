import type { Metadata } from 'next';
import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialMetadata, loadEditorialPage } from '@/lib/pages/editorial';
import { slugFromParams } from '@/lib/pages/slug';

/** Rendered on first request, then served from the cache and refreshed every 10 minutes (ISR). */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ blogurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return editorialMetadata('blog', await slugFromParams(params, 'blogurl'));
}

export default async function BlogDetailPage({ params }: Props) {
  return <EditorialDetail page={await loadEditorialPage('blog', await slugFromParams(params, 'blogurl'))} />;
}
