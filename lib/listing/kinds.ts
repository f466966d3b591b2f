import { LOAD_FAILURE } from '../constants';
import { PAGES } from '../routes';

/*
 * Every list's name, by its address, and the product catalogue's own failure text where it words
 * one (blogs and articles reuse its detail failure). A failure says 'Failed to load {name}' on the
 * list page's error boundary (a page `/…/page/n` by its first segment) and in /api/lists' answers.
 */
const LISTS: Record<string, { name: string; failure?: string }> = {
  [PAGES.blogs]: { name: 'blogs', failure: LOAD_FAILURE.detail },
  [PAGES.articles]: { name: 'articles', failure: LOAD_FAILURE.detail },
  [PAGES.daily]: { name: 'current affairs' },
  [PAGES.currentAffairs]: { name: 'current affairs digests' },
  [PAGES.mcq]: { name: 'MCQs' },
  [PAGES.videos]: { name: 'videos' },
  [PAGES.magazine]: { name: 'magazines' },
  [PAGES.weeklyMagazine]: { name: 'weekly magazines' },
  [PAGES.appscMagazine]: { name: 'APPSC magazines' },
  [PAGES.books]: { name: 'books' },
  [PAGES.generalEssay]: { name: 'essays' },
  [PAGES.exploration]: { name: 'explorations' },
  [PAGES.interviewGuidance]: { name: 'interview guidance' },
};

/** What a list whose first path segment is `list` says when it fails; 'this list' for an address of none. */
export function listFailure(list: string, name = LISTS[list]?.name): string {
  return LISTS[list]?.failure ?? `Failed to load ${name ?? 'this list'}`;
}

/*
 * The lists the islands load through /api/lists/{kind}: the page whose list it is, and which
 * values of the address each takes (any other is refused). The quiz's island loads questions,
 * and says so ('Failed to load questions') where its page says MCQs. Plain values: the route and
 * the client fetcher share them.
 */
export const LIST_KINDS = {
  blogs: { list: PAGES.blogs, params: ['page', 'from', 'to', 'q'] },
  daily: { list: PAGES.daily, params: ['page', 'from', 'to'] },
  articles: { list: PAGES.articles, params: ['page'] },
  mcq: { list: PAGES.mcq, label: 'questions', params: ['page'] },
  videos: { list: PAGES.videos, params: ['category', 'limit', 'from', 'to'] },
} as const satisfies Record<string, { list: string; label?: string; params: readonly string[] }>;

/** How /api/lists names a list in its messages. */
export function kindLabel(kind: keyof typeof LIST_KINDS): string {
  const entry: { list: string; label?: string } = LIST_KINDS[kind];
  return entry.label ?? LISTS[entry.list]?.name ?? kind;
}

export type ListKind = keyof typeof LIST_KINDS;

/** The lists of entry cards (title, date, excerpt). */
export type EntryKind = Extract<ListKind, 'blogs' | 'daily' | 'articles'>;

export function isListKind(value: string): value is ListKind {
  return Object.hasOwn(LIST_KINDS, value);
}

/** The values a list's address may carry. */
export type ListParams = Record<string, string | number | undefined>;
