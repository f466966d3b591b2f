'use client';

import { useEffect, useRef } from 'react';
import { formatCount } from '@/lib/numbers';

/** docs/screens.md#home: counters start when half visible, after 300 ms. */
export const COUNTER = { threshold: 0.5, delayMs: 300, durationMs: 1800 } as const;

/**
 * An odometer-style figure. The final number is what the server renders (crawlers and visitors
 * without JavaScript read it); in the browser it counts up once, the first time it is half
 * visible. With reduced motion it simply stays at the final number.
 */
export function Counter({ value, suffix = '' }: { value: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const digits = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    const out = digits.current;
    if (!el || !out || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // The animation writes the digits straight to the DOM (an odometer), not through React state.
    const show = (n: number) => {
      out.textContent = formatCount(n) + suffix;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    show(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        timer = setTimeout(() => {
          const start = performance.now();
          const step = (now: number) => {
            const t = Math.min(1, (now - start) / COUNTER.durationMs);
            const eased = 1 - Math.pow(1 - t, 3);
            show(Math.round(value * eased));
            if (t < 1) frame = requestAnimationFrame(step);
          };
          frame = requestAnimationFrame(step);
        }, COUNTER.delayMs);
      },
      { threshold: COUNTER.threshold },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
      cancelAnimationFrame(frame);
      show(value);
    };
  }, [value, suffix]);

  return (
    <span ref={ref} data-value={value}>
      <span aria-hidden="true" ref={digits} data-counter="">
        {formatCount(value)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {formatCount(value)}
        {suffix}
      </span>
    </span>
  );
}
