import type { Metadata } from 'next';
import { McqListPage } from '@/components/mcq/McqListPage';
import { MCQ_META } from '@/lib/pages/list-meta';
import { listMetadata, pageFromParams } from '@/lib/listing/list-page';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata('mcq', PAGES.mcq, await pageFromParams(params, PAGES.mcq), MCQ_META);
}

export default async function McqPageN({ params }: Props) {
  return <McqListPage page={await pageFromParams(params, PAGES.mcq)} />;
}
