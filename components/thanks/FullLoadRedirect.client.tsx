'use client';

import { useEffect } from 'react';
import { PAGES } from '@/lib/routes';

/** True when the document itself was loaded at this path (typed, reloaded, bookmarked), not reached in the app. */
export function isFullPageLoad(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  if (!entry) return false;
  try {
    return new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return false;
  }
}

/**
 * The thank-you pages make sense only after a form: a full page load of one goes to /
 * (docs/screens.md#thank-you-pages). As a new document: the router's replace, this soon after
 * hydration, left the thank-you page's title, canonical and noindex in the home page's head.
 */
export function FullLoadRedirect() {
  useEffect(() => {
    if (isFullPageLoad()) window.location.replace(PAGES.home);
  }, []);
  return null;
}
