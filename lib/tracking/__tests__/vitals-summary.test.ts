import { percentile, summariseVitals } from '@/lib/tracking/vitals-summary.mjs';

describe('summariseVitals', () => {
  const lcp = (value: number, device: string, element = 'main>h1') => ({
    name: 'LCP',
    value,
    pageType: 'article',
    device,
    attribution: { element },
  });

  it('gives the 75th percentile per page type, device and metric, with the most frequent cause', () => {
    const rows = summariseVitals([
      lcp(1000, 'phone'),
      lcp(2000, 'phone'),
      lcp(3000, 'phone', 'img.hero'),
      lcp(4000, 'phone'),
      lcp(900, 'desktop'),
      { name: 'INP', value: 300, pageType: 'article', device: 'phone', attribution: { target: 'button', script: '/a.js' } },
      { name: 'TTFB', value: 100, pageType: 'article', device: 'phone' },
      { name: 'LCP', value: 'x' },
    ]);
    expect(rows).toEqual([
      { pageType: 'article', device: 'desktop', name: 'LCP', p75: 900, count: 1, cause: 'main>h1 (1)', script: '' },
      { pageType: 'article', device: 'phone', name: 'LCP', p75: 3000, count: 4, cause: 'main>h1 (3)', script: '' },
      { pageType: 'article', device: 'phone', name: 'INP', p75: 300, count: 1, cause: 'button (1)', script: '/a.js (1)' },
    ]);
  });

  it('percentile: nearest rank, NaN for no values', () => {
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3);
    expect(percentile([5], 0.75)).toBe(5);
    expect(percentile([], 0.75)).toBeNaN();
  });
});
