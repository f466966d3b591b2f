import type { Metadata } from 'next';
import { MCQ_META, MCQ_PATH, McqListPage } from '@/components/mcq/McqListPage';
import { listMetadata, pageFromParams } from '@/lib/listing/list-page';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata('mcq', MCQ_PATH, await pageFromParams(params, MCQ_PATH), MCQ_META);
}

export default async function McqPageN({ params }: Props) {
  return <McqListPage page={await pageFromParams(params, MCQ_PATH)} />;
}
