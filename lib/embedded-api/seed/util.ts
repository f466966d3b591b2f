import { formatMonth, LONG_MONTHS } from '@/lib/dates';

/** Small pure helpers shared by the seed files: dates, a deterministic PRNG, HTML bits. */

const DAY_MS = 86_400_000;

/** Parses 'YYYY-MM-DD' into UTC milliseconds; throws on a malformed date. */
export function parseDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Expected a YYYY-MM-DD date, got "${date}"`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Formats UTC milliseconds as 'YYYY-MM-DD'. */
export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date `days` days before `today` (both 'YYYY-MM-DD'). */
export function daysAgo(today: string, days: number): string {
  return formatDate(parseDate(today) - days * DAY_MS);
}

/** 'YYYY-MM' of the month `back` months before the month of `today`. */
export function monthsAgo(today: string, back: number): { ym: string; label: string; firstDay: string } {
  const d = new Date(parseDate(today));
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() - back;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const mm = String(month + 1).padStart(2, '0');
  const ym = `${year}-${mm}`;
  return { ym, label: formatMonth(ym), firstDay: `${ym}-01` };
}

/** '21 November 2026' for '2026-11-21'. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${LONG_MONTHS[Number(m) - 1] ?? ''} ${y ?? ''}`;
}

/** Mulberry32: a tiny deterministic PRNG. Same seed, same sequence, on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks the element at `i` modulo the length (lists here are never empty). */
export function pick<T>(list: readonly T[], i: number): T {
  const item = list[((i % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick() on an empty list');
  return item;
}

/** `<ul>` of the given HTML fragments. */
export function ul(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/** `<ol>` of the given HTML fragments. */
export function ol(items: readonly string[]): string {
  return `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
}

/** Paragraphs from plain sentences/HTML fragments. */
export function paras(items: readonly string[]): string {
  return items.map((p) => `<p>${p}</p>`).join('');
}

/** Simple HTML table with a header row. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((h) => `<th>${h}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Comma-separated keywords. */
export function keywords(...words: string[]): string {
  return words.join(', ');
}

/** Trims a description to at most `max` characters on a word boundary. */
export function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 80 ? space : cut.length).replace(/[,;:.\s]+$/, '')}…`;
}
