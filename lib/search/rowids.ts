import { SEARCH_KINDS, type SearchKind } from './kinds';

/*
 * A document's number in the index says what it is and when: kind, then day, then a sequence
 * (kind × 2^36 + day × 2^18 + n). A kind, or the current affairs of a date range, is then one
 * range of numbers, and within it the highest numbers are the newest, which both engines read
 * straight from their indexes. Undated documents (courses) are day 0.
 */

const DAY_BITS = 2 ** 18;
const KIND_BITS = 2 ** 36;
const MS_PER_DAY = 86_400_000;

/**
 * Matches counted per kind; past it the page says 'more than'. Also bounds the pages (30 of 10):
 * each search reads at most this many of a kind's newest matches, and PostgreSQL visits a row per
 * match it reads (1,000 measured p95 51 ms over the bench's queries, 300 27 ms: decision 049).
 */
export const MAX_COUNTED = 300;

/**
 * Relevance ranks the newest this many matches of each kind (more when a deeper page asks), so a
 * word found everywhere stays cheap: scoring is about 15 µs a match for a word found many times in
 * each text, so 1,000 per kind cost 45 ms at 110,000 items where 300 cost 14 ms.
 */
export const RELEVANCE_POOL = 300;

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
const kindBase = (kind: SearchKind) => (SEARCH_KINDS.indexOf(kind) + 1) * KIND_BITS;

/** The numbers a document of this kind and date may take. */
export function blockOf(kind: SearchKind, date?: string): [number, number] {
  const first = kindBase(kind) + (date ? dayNumber(date) : 0) * DAY_BITS;
  return [first, first + DAY_BITS - 1];
}

/** Every number of a kind, or of its documents dated within `range`. */
export function kindRange(kind: SearchKind, range?: { from: string; to: string }): { lo: number; hi: number } {
  if (!range) return { lo: kindBase(kind), hi: kindBase(kind) + KIND_BITS - 1 };
  return { lo: blockOf(kind, range.from)[0], hi: blockOf(kind, range.to)[1] };
}

/** Day and sequence of a document number, whatever its kind: larger is newer. */
export const recency = (id: number) => id % KIND_BITS;

/** Days in a period: PostgreSQL's index keeps each document's period among its words, to read the newest periods first. */
export const PERIOD_DAYS = 8;

/** The period a document number falls in (undated documents: period 0). */
export const periodOf = (id: number) => Math.floor(recency(id) / DAY_BITS / PERIOD_DAYS);

/** The lowest document number of period `period` in the kind of document number `id`. */
export const periodStart = (id: number, period: number) => id - recency(id) + period * PERIOD_DAYS * DAY_BITS;
