/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import WebVitals from '../WebVitals.client';

type Callback = (metric: unknown) => void;
const callbacks: Record<string, Callback> = {};
jest.mock('web-vitals/attribution', () => ({
  onLCP: (cb: Callback) => (callbacks.LCP = cb),
  onINP: (cb: Callback) => (callbacks.INP = cb),
  onCLS: (cb: Callback) => (callbacks.CLS = cb),
}));
const sendPixel = jest.fn();
jest.mock('@/lib/tracking/pixel', () => ({ sendPixel: (...args: unknown[]) => sendPixel(...args) }));

describe('WebVitals', () => {
  beforeEach(() => {
    sendPixel.mockClear();
    window.gtag = jest.fn();
    window.history.replaceState(null, '', '/article/a-topic/');
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => delete window.gtag);

  it('reports LCP with its element and phases, the page type and the device, to our pixel and to analytics', () => {
    render(<WebVitals />);
    callbacks.LCP?.({
      name: 'LCP',
      value: 1234.56,
      id: 'v1',
      rating: 'good',
      attribution: { target: 'main>h1', timeToFirstByte: 300.4, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 934.2 },
    });
    expect(sendPixel).toHaveBeenCalledWith({
      event: 'web-vital',
      metric: expect.objectContaining({
        name: 'LCP',
        value: 1235,
        pageType: 'articles',
        device: 'phone',
        attribution: expect.objectContaining({ element: 'main>h1', timeToFirstByte: 300, elementRenderDelay: 934 }),
      }),
    });
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'LCP',
      expect.objectContaining({ value: 1235, page_path: '/article/a-topic/', page_type: 'articles', metric_id: 'v1' }),
    );
  });

  it('reports INP with the script that held the interaction up, and CLS with its source', () => {
    render(<WebVitals />);
    callbacks.INP?.({
      name: 'INP',
      value: 312,
      id: 'v2',
      rating: 'needs-improvement',
      attribution: {
        interactionTarget: 'button.getACall',
        interactionType: 'pointer',
        loadState: 'dom-interactive',
        inputDelay: 250.6,
        processingDuration: 40,
        presentationDelay: 21,
        longestScript: {
          entry: { sourceURL: '/_next/static/chunks/a.js', invoker: '' },
          subpart: 'input-delay',
          intersectingDuration: 240,
        },
      },
    });
    callbacks.CLS?.({
      name: 'CLS',
      value: 0.01234,
      id: 'v3',
      rating: 'good',
      attribution: { largestShiftTarget: 'footer', largestShiftValue: 0.0119 },
    });
    const [inp, cls] = sendPixel.mock.calls.map(([event]) => event.metric);
    expect(inp.attribution).toEqual(
      expect.objectContaining({
        target: 'button.getACall',
        inputDelay: 251,
        script: '/_next/static/chunks/a.js',
        scriptSubpart: 'input-delay',
      }),
    );
    expect(cls).toEqual(
      expect.objectContaining({ value: 0.012, attribution: expect.objectContaining({ source: 'footer', largestShift: 0.012 }) }),
    );
  });
});
