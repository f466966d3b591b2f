import type { Metadata } from 'next';
import { PolicyPage } from '@/components/info/PolicyPage';
import { loadPolicyPage, policyMetadata } from '@/lib/pages/policy';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return policyMetadata('privacy-policy');
}

export default async function PrivacyPolicyPage() {
  return <PolicyPage page={await loadPolicyPage('privacy-policy')} />;
}
