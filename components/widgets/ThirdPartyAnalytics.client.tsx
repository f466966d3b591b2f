'use client';

import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';

/** Tag manager and analytics (loaded by ThirdPartyAnalyticsLoader). */
export default function ThirdPartyAnalytics({ gtmId, gaId }: { gtmId?: string; gaId?: string }) {
  return (
    <>
      {gtmId && <GoogleTagManager gtmId={gtmId} />}
      {gaId && <GoogleAnalytics gaId={gaId} />}
    </>
  );
}
