import { env } from '@/lib/env';
import { PageTracker } from './PageTracker.client';
import { ThirdPartyAnalyticsLoader } from './ThirdPartyAnalyticsLoader.client';

/** Tag manager and analytics only when their ids are configured; our own pixel always. */
export function Analytics() {
  const gtmId = env.NEXT_PUBLIC_GTM_ID;
  const gaId = env.NEXT_PUBLIC_GA_ID;
  return (
    <>
      {(gtmId || gaId) && <ThirdPartyAnalyticsLoader gtmId={gtmId} gaId={gaId} />}
      <PageTracker />
    </>
  );
}
