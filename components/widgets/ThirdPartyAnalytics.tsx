'use client';

import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';

/** Tag manager and analytics; imported lazily so pages carry no code for them unless configured. */
export default function ThirdPartyAnalytics({ gtmId, gaId }: { gtmId?: string; gaId?: string }) {
  return (
    <>
      {gtmId && <GoogleTagManager gtmId={gtmId} />}
      {gaId && <GoogleAnalytics gaId={gaId} />}
    </>
  );
}
