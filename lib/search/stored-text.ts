import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { SearchHit } from './search-index';

/*
 * How both engines keep a document's text beside its index: deflated (the index is judged against
 * the size of the text it holds), read back only for the page of hits whose snippets it makes.
 */
export const packText = (text: string): Buffer => deflateRawSync(text);

export const unpackText = (packed: Buffer): string => inflateRawSync(packed).toString('utf8');

export type StoredRow = { kind: SearchHit['kind']; slug: string; title: string; body: Buffer; day: string | null };

export const storedHit = (r: StoredRow): SearchHit => ({
  kind: r.kind,
  slug: r.slug,
  title: r.title,
  body: unpackText(r.body),
  ...(r.day ? { date: r.day } : {}),
});
