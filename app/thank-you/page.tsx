import type { Metadata } from 'next';
import { ThankYou } from '@/components/thanks/ThankYou';
import { thanksMetadata } from '@/components/thanks/thanks-metadata';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return thanksMetadata('/thank-you');
}

export default function ThankYouPage() {
  return <ThankYou />;
}
