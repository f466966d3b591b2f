'use client';

import dynamic from 'next/dynamic';

/*
 * @next/third-parties/google is one CommonJS module that also carries the YouTube and Maps
 * embeds and their data (6 kB gzip). Loaded from a client component it becomes a chunk of its
 * own, fetched only where an id is configured; imported by the server layout it landed in a
 * chunk every page loads.
 */
const ThirdPartyAnalytics = dynamic(() => import('./ThirdPartyAnalytics.client'), { ssr: false });

export function ThirdPartyAnalyticsLoader({ gtmId, gaId }: { gtmId?: string; gaId?: string }) {
  return <ThirdPartyAnalytics gtmId={gtmId} gaId={gaId} />;
}
