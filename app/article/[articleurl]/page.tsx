import type { Metadata } from 'next';
import { EditorialDetail } from '@/components/detail/EditorialDetail';
import { editorialMetadata, loadEditorialPage } from '@/lib/pages/editorial';
import { slugFromParams } from '@/lib/pages/slug';

/*
 * `/article/{articleurl}/` (with its trailing slash, see proxy.ts). docs/screens.md#detail-pages: the question is
 * the title, the answer the HTML body; breadcrumb Home, Articles, title.
 */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ articleurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return editorialMetadata('article', await slugFromParams(params, 'articleurl'));
}

export default async function ArticleDetailPage({ params }: Props) {
  return <EditorialDetail page={await loadEditorialPage('article', await slugFromParams(params, 'articleurl'))} />;
}
