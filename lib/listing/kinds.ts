import { LOAD_FAILURE } from '../constants';
import { KINDS, PAGES, type Kind } from '../routes';

/*
 * Every list's name, by its address: the content types' lists as the route table names them,
 * and the lists of no type of their own. The product catalogue words its own failure text for
 * some (blogs and articles reuse its detail failure). A failure says 'Failed to load {name}' on
 * the list page's error boundary (a page `/…/page/n` by its first segment) and in /api/lists'
 * answers. Plain data: the error boundaries (client components) read it.
 */
const FAILURES: Record<string, string> = { [PAGES.blogs]: LOAD_FAILURE.detail, [PAGES.articles]: LOAD_FAILURE.detail };

const LISTS: Record<string, { name: string }> = {
  ...Object.fromEntries(Object.values(KINDS).map(({ list }) => [list.path, { name: list.name }])),
  [PAGES.weeklyMagazine]: { name: 'weekly magazines' },
  [PAGES.appscMagazine]: { name: 'APPSC magazines' },
  [PAGES.interviewGuidance]: { name: 'interview guidance' },
};

/** What a list whose first path segment is `list` says when it fails; 'this list' for an address of none. */
export function listFailure(list: string, name = LISTS[list]?.name): string {
  return FAILURES[list] ?? `Failed to load ${name ?? 'this list'}`;
}

/*
 * The lists the islands load through /api/lists/{kind}, and which values of the address each
 * takes (any other is refused). The quiz's island loads questions, and says so ('Failed to load
 * questions') where its page says MCQs. Plain values: the route and the client fetcher share them.
 */
export const LIST_KINDS = {
  blogs: { params: ['page', 'from', 'to', 'q'] },
  daily: { params: ['page', 'from', 'to'] },
  articles: { params: ['page'] },
  mcqs: { label: 'questions', params: ['page'] },
  videos: { params: ['category', 'limit', 'from', 'to'] },
} as const satisfies Partial<Record<Kind, { label?: string; params: readonly string[] }>>;

export type ListKind = keyof typeof LIST_KINDS;

/** The list page of a list kind. */
export const listPath = (kind: ListKind) => KINDS[kind].list.path;

/** How /api/lists names a list in its messages. */
export function kindLabel(kind: ListKind): string {
  const entry: { readonly label?: string; readonly params: readonly string[] } = LIST_KINDS[kind];
  return entry.label ?? KINDS[kind].list.name;
}

/** The lists of entry cards (title, date, excerpt). */
export type EntryKind = Extract<ListKind, 'blogs' | 'daily' | 'articles'>;

export function isListKind(value: string): value is ListKind {
  return Object.hasOwn(LIST_KINDS, value);
}

/** The values a list's address may carry. */
export type ListParams = Record<string, string | number | undefined>;
