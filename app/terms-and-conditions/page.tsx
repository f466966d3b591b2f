import type { Metadata } from 'next';
import { PolicyPage, policyMetadata } from '@/components/pages/policy';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return policyMetadata('terms-and-conditions');
}

export default function TermsAndConditionsPage() {
  return <PolicyPage pageurl="terms-and-conditions" />;
}
