import { isIsoDate } from '@/lib/dates';
import { FILTER_START, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants';

/*
 * Checks of the values visitors can type into an address or a form: page numbers, date
 * ranges, search terms. Plain functions (no zod) so the client islands can use them
 * without shipping a schema library; the route handler wraps them in zod.
 */

/** Highest page number we accept in an address (far beyond any real list). */
export const MAX_PAGE = 100_000;

/** '3' → 3; anything that is not a plain positive integer (abc, 0, 01, 2.5, 1e3) → null. */
export function parsePageParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_PAGE ? n : null;
}

/**
 * Why a date range cannot be used, or null when it can: both real dates, start not before
 * the filter's first day, end not after today, start not after end.
 */
export function dateRangeProblem(from: string, to: string, today: string, min = FILTER_START): string | null {
  if (!isIsoDate(from)) return 'Enter a real start date (YYYY-MM-DD).';
  if (!isIsoDate(to)) return 'Enter a real end date (YYYY-MM-DD).';
  if (from < min) return `The start date cannot be before ${min}.`;
  if (to > today) return 'The end date cannot be after today.';
  if (from > to) return 'The start date must not be after the end date.';
  return null;
}

/** Why a search term cannot be used, or null; the term is trimmed first. */
export function searchTermProblem(term: string): string | null {
  const t = term.trim();
  if (t.length < SEARCH_MIN_LENGTH) return `Type at least ${SEARCH_MIN_LENGTH} characters to search.`;
  if (t.length > SEARCH_MAX_LENGTH) return `Search terms can be at most ${SEARCH_MAX_LENGTH} characters long.`;
  return null;
}

/** Total pages of a list of `total` items; an empty list still has its page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
