import type { SearchKind } from './kinds';
import type { SearchTerm } from './tokens';

/*
 * The one interface of the site's search index; SQLite FTS5 (sqlite-index.ts) and PostgreSQL
 * (postgres-index.ts) implement it. Documents are plain text: the indexer strips the HTML.
 */

export type SearchDocument = { kind: SearchKind; slug: string; title: string; body: string; date?: string };

export type SearchSort = 'relevance' | 'newest';

export type SearchRequest = {
  terms: SearchTerm[];
  /** Only these kinds; every kind when absent. */
  kind?: SearchKind;
  /** Current affairs dated in this range (YYYY-MM-DD, inclusive). */
  range?: { from: string; to: string };
  sort: SearchSort;
  /** 0-based offset and count of the hits wanted. */
  offset: number;
  limit: number;
};

export type SearchHit = SearchDocument;

export type SearchAnswer = {
  hits: SearchHit[];
  /** Matches of the request (its kind and range). */
  total: number;
  /** Matches per kind, without the kind filter (the page's kind tabs). */
  byKind: Partial<Record<SearchKind, number>>;
};

export interface SearchIndex {
  search(request: SearchRequest): Promise<SearchAnswer>;
  /** Adds or replaces documents (by kind and slug); unchanged ones cost no index write. */
  upsert(docs: SearchDocument[]): Promise<void>;
  /** Removes documents by kind and slug. */
  remove(keys: { kind: SearchKind; slug: string }[]): Promise<void>;
  /** Removes the documents of `kind` that are not in `keep` (after a full walk of a list). */
  retainOnly(kind: SearchKind, keep: Set<string>): Promise<void>;
  /** After a full build: merges what the build wrote in pieces, so that reads are as fast as they can be. */
  optimize(): Promise<void>;
  count(): Promise<number>;
  getMeta(key: string): Promise<string | undefined>;
  setMeta(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}
