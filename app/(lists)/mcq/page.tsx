import type { Metadata } from 'next';
import { MCQ_META, MCQ_PATH, McqListPage } from '@/components/mcq/McqListPage';
import { listMetadata } from '@/lib/listing/list-page';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return listMetadata('mcq', MCQ_PATH, 1, MCQ_META);
}

export default function McqPage() {
  return <McqListPage page={1} />;
}
