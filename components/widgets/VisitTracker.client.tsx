'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { rememberLastPage } from '@/lib/tracking/storage';
import { PAGES } from '@/lib/routes';

const THANK_YOU = new Set<string>([PAGES.thanks, PAGES.thankYou]);

/**
 * Remembers the last page visited before a thank-you page (local storage, shown on /thanks).
 * The landing URL's campaign parameters are kept by proxy.ts, on the server.
 */
export function VisitTracker() {
  const pathname = usePathname();

  useEffect(() => {
    if (!THANK_YOU.has(pathname)) rememberLastPage(window.location.href);
  }, [pathname]);

  return null;
}
