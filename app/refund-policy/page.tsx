import type { Metadata } from 'next';
import { PolicyPage } from '@/components/info/PolicyPage';
import { loadPolicyPage, policyMetadata } from '@/lib/pages/policy';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return policyMetadata('refund-policy');
}

export default async function RefundPolicyPage() {
  return <PolicyPage page={await loadPolicyPage('refund-policy')} />;
}
