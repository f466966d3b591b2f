/*
 * The one place dates are made and shown. The contract's dates are IST calendar days
 * ('YYYY-MM-DD'); visitors read them in Indian format ('21 Nov 2026').
 */
const IST = 'Asia/Kolkata';

/**
 * A formatter built on its first use, not when the module loads: building one loads ICU's locale
 * and time-zone data (about 30 ms of a phone's main thread for these four), and this module is
 * in every page's scripts (the offline island) while most pages never format a date in the browser.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): (moment: Date) => string {
  let built: Intl.DateTimeFormat | undefined;
  return (moment) => (built ??= new Intl.DateTimeFormat(locale, options)).format(moment);
}

const isoDay = formatter('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' });
const display = formatter('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const momentDisplay = formatter('en-IN', {
  timeZone: IST,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const monthDisplay = formatter('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** Today's calendar date in India, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return isoDay(now);
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' moved by a number of days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2026-11-21' → '21 Nov 2026'. */
export function formatDate(day: string): string {
  return isIsoDate(day) ? display(new Date(`${day}T00:00:00Z`)) : day;
}

/** An ISO time ('2026-11-23T08:35:00Z') as a reader in India reads it: '23 Nov 2026, 2:05 pm'. */
export function formatMoment(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : momentDisplay(moment);
}

/** '2025-06' → 'June 2025'. */
export function formatMonth(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? monthDisplay(new Date(`${month}-01T00:00:00Z`)) : month;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-11-21' → '2026-11-21T00:00:00+05:30': the start of that day in India (structured data, news sitemap). */
export function istDateTime(day: string): string {
  return `${day}T00:00:00+05:30`;
}

/** '2026-11-21' → 'Sat, 21 Nov 2026 00:00:00 +0530': the start of that day in India, as RSS (RFC 822) writes it. */
export function rfc822Date(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[d.getUTCDay()]}, ${dd} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} 00:00:00 +0530`;
}
