/*
 * The one place numbers are shown: Indian digit grouping ('1,00,000') and rupees without paise.
 * Each formatter is built on its first use and kept: `toLocaleString('en-IN')` builds a new one
 * on every call (the home page's counters called it on each animation frame, about 200 ms of a
 * throttled phone's main thread), and building one at module load costs pages that show none.
 */
let count: Intl.NumberFormat | undefined;
let rupees: Intl.NumberFormat | undefined;

/** 250000 → '2,50,000'. */
export function formatCount(n: number): string {
  return (count ??= new Intl.NumberFormat('en-IN')).format(n);
}

/** 45000 → '₹45,000'. */
export function formatRupees(n: number): string {
  return (rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })).format(n);
}
