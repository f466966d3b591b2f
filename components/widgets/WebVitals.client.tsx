'use client';

import { usePathname } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { sendPixel } from '@/lib/tracking/pixel';

const CORE = new Set(['LCP', 'INP', 'CLS']);

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Real visitors' Core Web Vitals (LCP, INP, CLS) with the page they were measured on: to our
 * own pixel, and to analytics or the tag manager when one is configured. Loaded after the page
 * is interactive (PageTracker), so it adds nothing to the first load; the browser keeps the
 * entries it observed meanwhile.
 */
export default function WebVitals() {
  const pathname = usePathname();
  useReportWebVitals((metric) => {
    if (!CORE.has(metric.name)) return;
    // CLS is a small fraction: three decimals; the others are milliseconds.
    const scale = metric.name === 'CLS' ? 1000 : 1;
    const value = Math.round(metric.value * scale) / scale;
    sendPixel({ event: 'web-vital', metric: { name: metric.name, value, rating: metric.rating } });
    const fields = { value, metric_id: metric.id, metric_rating: metric.rating, page_path: pathname, non_interaction: true };
    window.gtag?.('event', metric.name, fields);
    window.dataLayer?.push({ event: 'web_vitals', metric_name: metric.name, ...fields });
  });
  return null;
}
