'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { QuietBoundary } from '@/components/ui/QuietBoundary.client';
import { whenIdleAfterLoad } from '@/lib/browser/after-load';
import { URL_CHANGE_HANDLER_DELAY_MS } from '@/lib/constants';
import { afterTitle } from '@/lib/tracking/after-title';
import { sendPixel } from '@/lib/tracking/pixel';

// Its own chunk, fetched once the loaded page is idle: the browser keeps the entries it observed
// meanwhile, and the first seconds on a phone carry none of the web-vitals code.
const WebVitals = dynamic(() => import('./WebVitals.client'), { ssr: false });

/** Pages after whose load a url-change event follows (docs/screens.md#tracking). */
const URL_CHANGE_PAGES = [
  /^\/$/,
  /^\/branches$/,
  /^\/(old-rajinder-nagar|mukherjee-nagar|pune|hyderabad)$/,
  /magazine$/,
  /^\/article\//,
  /^\/testimonial-details$/,
];

/**
 * Reports a page view on every route change, a click on every element carrying an id
 * (buttons and links), the url-change event of the pages docs/screens.md#tracking names, and (WebVitals) the
 * Core Web Vitals.
 */
export function PageTracker() {
  const pathname = usePathname();
  const [vitals, setVitals] = useState(false);

  useEffect(() => whenIdleAfterLoad(() => setVitals(true)), []);

  useEffect(() => {
    const url = window.location.href;
    const sendPageview = afterTitle(() => sendPixel({ event: 'pageview', url }));
    window.dataLayer?.push({ event: 'page_view', page_path: pathname });
    const timer = URL_CHANGE_PAGES.some((p) => p.test(pathname))
      ? setTimeout(() => sendPixel({ event: 'urlchange' }), URL_CHANGE_HANDLER_DELAY_MS)
      : undefined;
    return () => {
      sendPageview();
      clearTimeout(timer);
    };
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.('button[id], a[id], [data-button-id]');
      if (!target) return;
      const buttonId = target.getAttribute('data-button-id') ?? target.id;
      sendPixel({ event: 'click', buttonId, x: Math.round(event.pageX), y: Math.round(event.pageY) });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  return vitals ? (
    <QuietBoundary>
      <WebVitals />
    </QuietBoundary>
  ) : null;
}
