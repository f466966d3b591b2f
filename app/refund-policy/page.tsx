import { InfoPage } from '@/components/info/InfoPage';
import { policyLoader } from '@/lib/page-kit/info';

/* The API's /upsc/refund-policy, at its own route (docs/screens.md#routes). */
export const revalidate = 600;

const loader = policyLoader({ fixed: 'refund-policy' });

export function generateMetadata() {
  return loader.metadata({ params: Promise.resolve({}) });
}

export default async function RefundPolicyPage() {
  return <InfoPage page={await loader.page({ params: Promise.resolve({}) })} />;
}
