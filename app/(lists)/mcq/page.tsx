import type { Metadata } from 'next';
import { McqListPage } from '@/components/mcq/McqListPage';
import { MCQ_META } from '@/lib/pages/list-meta';
import { listMetadata } from '@/lib/listing/list-page';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return listMetadata('mcq', PAGES.mcq, 1, MCQ_META);
}

export default function McqPage() {
  return <McqListPage page={1} />;
}
