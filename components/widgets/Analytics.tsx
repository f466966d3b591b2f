import dynamic from 'next/dynamic';
import { env } from '@/lib/env';
import { PageTracker } from './PageTracker';

const ThirdPartyAnalytics = dynamic(() => import('./ThirdPartyAnalytics'));

/** Tag manager and analytics only when their ids are configured; our own pixel always. */
export function Analytics() {
  const gtmId = env.NEXT_PUBLIC_GTM_ID;
  const gaId = env.NEXT_PUBLIC_GA_ID;
  return (
    <>
      {(gtmId || gaId) && <ThirdPartyAnalytics gtmId={gtmId} gaId={gaId} />}
      <PageTracker />
    </>
  );
}
