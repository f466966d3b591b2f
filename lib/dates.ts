/*
 * The one place dates are made and shown. The contract's dates are IST calendar days
 * ('YYYY-MM-DD'); visitors read them in Indian format ('21 Nov 2026').
 *
 * Written out rather than through Intl.DateTimeFormat, so the server and every browser print the
 * same text: a browser whose ICU data differs from the server's (an older phone writes 'Sep' where
 * Node writes 'Sept') would otherwise fail to hydrate the page's dates, and building an 'en-IN'
 * formatter loads ICU's locale and time-zone data, tens of ms of a phone's main thread. The texts
 * are the ones Intl's 'en-IN' gives (the unit tests compare them). India keeps one offset all
 * year, UTC+5:30, since 1945.
 */
const IST_OFFSET_MS = 330 * 60_000;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
/** The months' names, January first (also the demo content's long dates). */
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A moment's wall clock in India, read through the UTC getters. */
const indiaClock = (moment: Date) => new Date(moment.getTime() + IST_OFFSET_MS);

/** '21 Nov 2026' from a date read through its UTC getters. */
const dayText = (d: Date) => `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** Today's calendar date in India, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaClock(now).toISOString().slice(0, 10);
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
  return isIsoDate(day) ? dayText(new Date(`${day}T00:00:00Z`)) : day;
}

/** An ISO time ('2026-11-23T08:35:00Z') as a reader in India reads it: '23 Nov 2026, 2:05 pm'. */
export function formatMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const clock = indiaClock(moment);
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${dayText(clock)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '2025-06' → 'June 2025'. */
export function formatMonth(month: string): string {
  const name = /^\d{4}-\d{2}$/.test(month) ? LONG_MONTHS[Number(month.slice(5)) - 1] : undefined;
  return name ? `${name} ${month.slice(0, 4)}` : month;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const RFC822_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-11-21' → '2026-11-21T00:00:00+05:30': the start of that day in India (structured data, news sitemap). */
export function istDateTime(day: string): string {
  return `${day}T00:00:00+05:30`;
}

/** '2026-11-21' → 'Sat, 21 Nov 2026 00:00:00 +0530': the start of that day in India, as RSS (RFC 822) writes it. */
export function rfc822Date(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[d.getUTCDay()]}, ${dd} ${RFC822_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} 00:00:00 +0530`;
}
