/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import WebVitals from '../WebVitals.client';

type Metric = { name: string; value: number; id: string; rating: string };
let report: ((metric: Metric) => void) | undefined;
jest.mock('next/web-vitals', () => ({ useReportWebVitals: (cb: (metric: Metric) => void) => (report = cb) }));
jest.mock('next/navigation', () => ({ usePathname: () => '/article/a-topic/' }));
const sendPixel = jest.fn();
jest.mock('@/lib/tracking/pixel', () => ({ sendPixel: (...args: unknown[]) => sendPixel(...args) }));

describe('WebVitals', () => {
  beforeEach(() => {
    sendPixel.mockClear();
    window.gtag = jest.fn();
  });
  afterEach(() => delete window.gtag);

  it('reports LCP, INP and CLS with the page, to our pixel and to analytics', () => {
    render(<WebVitals />);
    report?.({ name: 'LCP', value: 1234.56, id: 'v1', rating: 'good' });
    report?.({ name: 'CLS', value: 0.01234, id: 'v2', rating: 'good' });
    expect(sendPixel).toHaveBeenCalledWith({ event: 'web-vital', metric: { name: 'LCP', value: 1235, rating: 'good' } });
    expect(sendPixel).toHaveBeenCalledWith({ event: 'web-vital', metric: { name: 'CLS', value: 0.012, rating: 'good' } });
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'LCP',
      expect.objectContaining({ value: 1235, page_path: '/article/a-topic/', metric_id: 'v1' }),
    );
  });

  it('leaves out what is not a Core Web Vital', () => {
    render(<WebVitals />);
    report?.({ name: 'FCP', value: 900, id: 'v3', rating: 'good' });
    report?.({ name: 'TTFB', value: 90, id: 'v4', rating: 'good' });
    expect(sendPixel).not.toHaveBeenCalled();
    expect(window.gtag).not.toHaveBeenCalled();
  });
});
