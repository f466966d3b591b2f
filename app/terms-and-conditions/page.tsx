import { InfoPage } from '@/components/info/InfoPage';
import { policyLoader } from '@/lib/page-kit/info';

/* The API's /upsc/terms-and-conditions, at its own route (docs/screens.md#routes). */
export const revalidate = 600;

const loader = policyLoader({ fixed: 'terms-and-conditions' });

export function generateMetadata() {
  return loader.metadata({ params: Promise.resolve({}) });
}

export default async function TermsAndConditionsPage() {
  return <InfoPage page={await loader.page({ params: Promise.resolve({}) })} />;
}
