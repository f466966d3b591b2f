import type { Metadata } from 'next';
import { ThankYou } from '@/components/thanks/ThankYou';
import { thanksMetadata } from '@/lib/page-kit/thanks-metadata';
import { PAGES } from '@/lib/routes';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return thanksMetadata(PAGES.thankYou);
}

export default function ThankYouPage() {
  return <ThankYou />;
}
