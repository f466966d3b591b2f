import type { Metadata } from 'next';
import { PolicyPage } from '@/components/info/PolicyPage';
import { loadPolicyPage, policyMetadata } from '@/lib/pages/policy';

/* Policy-style pages, /upsc/referal-policy among them (spelling as in the product). */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ pageurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadata((await params).pageurl);
}

export default async function UpscPage({ params }: Props) {
  return <PolicyPage page={await loadPolicyPage((await params).pageurl)} />;
}
