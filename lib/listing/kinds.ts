import { LOAD_FAILURE } from '@/lib/constants';
import { PAGES } from '@/lib/routes';
import { KINDS, type Kind } from '@/lib/content-types/kinds';

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
 * The lists the islands load through /api/lists/{kind}: the kinds whose route-table entry says
 * which values of the address the island takes (any other is refused). Plain values: the route
 * and the client fetcher share them.
 */
type IslandKind = { [K in Kind]: (typeof KINDS)[K]['list'] extends { island: readonly string[] } ? K : never }[Kind];
export type ListKind = IslandKind;

/** The values of the address a list kind's island may send. */
export function listParams(kind: ListKind): readonly string[] {
  return KINDS[kind].list.island;
}

/** The list page of a list kind. */
export const listPath = (kind: ListKind) => KINDS[kind].list.path;

/** How /api/lists names a list in its messages ('Failed to load questions' where the quiz's page says MCQs). */
export function kindLabel(kind: ListKind): string {
  const list: { name: string; islandName?: string } = KINDS[kind].list;
  return list.islandName ?? list.name;
}

/** The lists of entry cards (title, date, excerpt). */
export type EntryKind = Extract<ListKind, 'blogs' | 'daily' | 'articles'>;

export function isListKind(value: string): value is ListKind {
  return Object.hasOwn(KINDS, value) && 'island' in KINDS[value as Kind].list;
}

/** The values a list's address may carry. */
export type ListParams = Record<string, string | number | undefined>;
