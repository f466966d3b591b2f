import type { Metadata } from 'next';
import { PolicyPage } from '@/components/info/PolicyPage';
import { loadPolicyPage, policyMetadata } from '@/lib/pages/policy';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return policyMetadata('terms-and-conditions');
}

export default async function TermsAndConditionsPage() {
  return <PolicyPage page={await loadPolicyPage('terms-and-conditions')} />;
}
