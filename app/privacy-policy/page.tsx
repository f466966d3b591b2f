import type { Metadata } from 'next';
import { PolicyPage, policyMetadata } from '@/components/pages/policy';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return policyMetadata('privacy-policy');
}

export default function PrivacyPolicyPage() {
  return <PolicyPage pageurl="privacy-policy" />;
}
