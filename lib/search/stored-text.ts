import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { SearchHit } from './search-index';

/*
 * How SQLite keeps a document's text beside its index: deflated (the index is judged against the
 * size of the text it holds), read back only for the page of hits whose snippets it makes.
 * PostgreSQL keeps it by its word numbers instead (word-codec.ts).
 */
export const packText = (text: string): Buffer => deflateRawSync(text);

const unpackText = (packed: Buffer): string => inflateRawSync(packed).toString('utf8');

export type StoredRow = { kind: SearchHit['kind']; slug: string; title: string; body: Buffer; day: string | null };

/** A hit from its row and its text unpacked. */
export const hitOf = (r: Omit<StoredRow, 'body'>, body: string): SearchHit => ({
  kind: r.kind,
  slug: r.slug,
  title: r.title,
  body,
  ...(r.day ? { date: r.day } : {}),
});

export const storedHit = (r: StoredRow): SearchHit => hitOf(r, unpackText(r.body));
