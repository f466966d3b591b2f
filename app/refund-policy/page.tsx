import type { Metadata } from 'next';
import { PolicyPage, policyMetadata } from '@/components/pages/policy';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return policyMetadata('refund-policy');
}

export default function RefundPolicyPage() {
  return <PolicyPage pageurl="refund-policy" />;
}
