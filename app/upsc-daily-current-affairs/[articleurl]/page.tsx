import type { Metadata } from 'next';
import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialMetadata, loadEditorialPage } from '@/lib/pages/editorial';
import { slugFromParams } from '@/lib/pages/slug';

/*
 * `/upsc-daily-current-affairs/{articleurl}/`: the documented address (docs/screens.md#routes) keeps its
 * trailing slash. proxy.ts sends the address without it here with a 308.
 */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ articleurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return editorialMetadata('daily', await slugFromParams(params, 'articleurl'));
}

export default async function DailyArticlePage({ params }: Props) {
  return <EditorialDetail page={await loadEditorialPage('daily', await slugFromParams(params, 'articleurl'))} />;
}
