import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';
import { env } from '@/lib/env';
import { PageTracker } from './PageTracker';

/** Tag manager and analytics only when their ids are configured; our own pixel always. */
export function Analytics() {
  return (
    <>
      {env.NEXT_PUBLIC_GTM_ID && <GoogleTagManager gtmId={env.NEXT_PUBLIC_GTM_ID} />}
      {env.NEXT_PUBLIC_GA_ID && <GoogleAnalytics gaId={env.NEXT_PUBLIC_GA_ID} />}
      <PageTracker />
    </>
  );
}
