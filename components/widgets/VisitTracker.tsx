'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { rememberLastPage, UTM_KEYS, writeTrackingCookie } from '@/lib/tracking/storage';

const THANK_YOU = new Set(['/thanks', '/thank-you']);

/**
 * Remembers the campaign parameters of the landing URL (utm_* cookies) and the last page
 * visited before a thank-you page (local storage, shown on /thanks). Reads the query
 * string in an effect so the static pages need no Suspense boundary for it.
 */
export function VisitTracker() {
  const pathname = usePathname();

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    for (const key of UTM_KEYS) {
      const value = search.get(key);
      if (value) writeTrackingCookie(key, value);
    }
    if (!THANK_YOU.has(pathname)) rememberLastPage(window.location.href);
  }, [pathname]);

  return null;
}
