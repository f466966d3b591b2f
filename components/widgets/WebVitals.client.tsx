'use client';

import { useEffect } from 'react';
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { sendPixel } from '@/lib/tracking/pixel';
import { vitalEvent, type VitalMetric } from '@/lib/tracking/vital-event';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    connection?: { effectiveType?: string };
  }
}

function report(metric: VitalMetric) {
  const event = vitalEvent(metric, {
    pathname: window.location.pathname,
    device: window.matchMedia('(max-width: 767px)').matches ? 'phone' : 'desktop',
    connection: navigator.connection?.effectiveType ?? 'unknown',
  });
  sendPixel({ event: 'web-vital', metric: event });
  const fields = {
    value: event.value,
    metric_id: metric.id,
    metric_rating: event.rating,
    page_path: window.location.pathname,
    page_type: event.pageType,
    non_interaction: true,
  };
  window.gtag?.('event', metric.name, fields);
  window.dataLayer?.push({ event: 'web_vitals', metric_name: metric.name, ...fields });
}

/**
 * Real visitors' Core Web Vitals (LCP, INP, CLS) with their causes (web-vitals' attribution
 * build: the LCP element and its phases, the INP target and the script that held it up, the CLS
 * source; Next's own hook drops them), to our pixel, and to analytics or the tag manager when one
 * is configured. Loaded after the page is interactive (PageTracker), so it adds nothing to the
 * first load; the library reads the entries the browser buffered meanwhile.
 */
export default function WebVitals() {
  useEffect(() => {
    onLCP(report);
    onINP(report);
    onCLS(report);
  }, []);
  return null;
}
