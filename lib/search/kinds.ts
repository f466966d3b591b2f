import { countOf } from '@/lib/numbers';
import { KINDS, type ItemKind } from '@/lib/content-types/kinds';

/*
 * What the site search covers: every kind with a page per item, in the order of `KINDS`,
 * which is the order the page lists the kinds in and of the index's document-number ranges
 * (rowids.ts). Plain data only: the header's popup (a client component) imports it.
 */
export const SEARCH_KINDS = (Object.keys(KINDS) as (keyof typeof KINDS)[]).filter((kind): kind is ItemKind => 'href' in KINDS[kind]);
export type SearchKind = ItemKind;

export const searchKindLabel = (kind: SearchKind) => KINDS[kind].label;

/** What the search covers, as a sentence says it: 'daily current affairs, articles, … and test series'. */
export function searchedInWords(): string {
  const words = SEARCH_KINDS.map((kind) => searchKindLabel(kind).toLowerCase());
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

export const isSearchKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value);

/** How many results a search found, as the page and the popup say it: '1 result', 'More than 1,000 results' when counting stopped. */
export const resultCount = (total: number, capped: boolean) => `${capped ? 'More than ' : ''}${countOf(total, 'result')}`;
