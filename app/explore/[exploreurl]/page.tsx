import type { Metadata } from 'next';
import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialMetadata, loadEditorialPage } from '@/lib/pages/editorial';
import { slugFromParams } from '@/lib/pages/slug';

export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ exploreurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return editorialMetadata('exploration', await slugFromParams(params, 'exploreurl'));
}

export default async function ExplorationDetailPage({ params }: Props) {
  return <EditorialDetail page={await loadEditorialPage('exploration', await slugFromParams(params, 'exploreurl'))} />;
}
