import { LOAD_FAILURE } from '../constants';

/*
 * The lists the islands load through /api/lists/{kind}: their error text ('Failed to load
 * questions'; blogs and articles the product catalogue's own), and which values of the address
 * each takes (any other is refused). Plain values: the route and the client fetcher share them.
 */
export const LIST_KINDS = {
  blogs: { label: 'blogs', failure: LOAD_FAILURE.detail, params: ['page', 'from', 'to', 'q'] },
  daily: { label: 'current affairs', params: ['page', 'from', 'to'] },
  articles: { label: 'articles', failure: LOAD_FAILURE.detail, params: ['page'] },
  mcq: { label: 'questions', params: ['page'] },
  videos: { label: 'videos', params: ['category', 'limit', 'from', 'to'] },
} as const satisfies Record<string, { label: string; failure?: string; params: readonly string[] }>;

export type ListKind = keyof typeof LIST_KINDS;

/** The lists of entry cards (title, date, excerpt). */
export type EntryKind = Extract<ListKind, 'blogs' | 'daily' | 'articles'>;

export function isListKind(value: string): value is ListKind {
  return Object.hasOwn(LIST_KINDS, value);
}

/** The values a list's address may carry. */
export type ListParams = Record<string, string | number | undefined>;
