/*
 * The one place numbers are shown: whole numbers with Indian digit grouping ('2,50,000') and
 * rupees without paise ('₹45,000'). Written out rather than through Intl.NumberFormat: the first
 * 'en-IN' formatter a page builds loads ICU's locale data, 140 ms of the home page's main thread
 * in Chromium at CPU 4× (its counters format during hydration), and `toLocaleString('en-IN')`
 * builds a new formatter on every call (the counters' animation called it on each frame).
 */

/** 250000 → '2,50,000' (rounded to a whole number). */
export function formatCount(n: number): string {
  const whole = Math.round(n);
  if (!Number.isFinite(whole)) return String(whole);
  const digits = String(Math.abs(whole));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/**
 * (1, 'article') → '1 article', (1200, 'article') → '1,200 articles': the one way a count and its
 * noun are written. Nouns whose plural is not the singular and an s give it ('test series').
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

/** 45000 → '₹45,000'. */
export function formatRupees(n: number): string {
  return `₹${formatCount(n)}`;
}
