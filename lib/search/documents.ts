import type { z } from '@/lib/zod';
import { slugOf, type ItemType } from '../content-types/define';
import { htmlToText } from '../text';
import type { SearchDocument } from './search-index';
import { cleanText } from './tokens';

/*
 * Content items as search documents: the title, the plain text of what the item says (as its
 * type reads it, lib/content-types), its date. Items of the API come parsed by the content
 * schemas; the embedded store's raw rows, read a thousand at a time for the index, are read as
 * plain strings (the schemas' HTML sanitising, 100,000 times over, is not needed for text that
 * is never rendered as HTML).
 */

const text = (...parts: readonly (string | undefined)[]) => cleanText(htmlToText(parts.filter(Boolean).join('\n')));

export function searchDocument<S extends z.ZodType>(type: ItemType<S>, item: z.output<S>): SearchDocument {
  const { title, lead, html, more = [], date } = type.read(item);
  const doc = { kind: type.kind, slug: slugOf(type, item), title: cleanText(title), body: text(lead, html, ...more) };
  return date ? { ...doc, date } : doc;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A raw row of the embedded store as a document; undefined for a row without a slug or a date. */
export function rawDocument(type: ItemType, row: Record<string, unknown>): SearchDocument | undefined {
  const slug = row[type.item.slugField];
  const date = row.date;
  if (typeof slug !== 'string' || slug === '' || typeof date !== 'string' || !DAY.test(date)) return undefined;
  const strings = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value == null ? '' : String(value)]));
  // The fields a type reads are strings in its schema's output too; the rest is not read for search.
  return searchDocument(type, { ...strings, date: date.slice(0, 10) } as z.output<typeof type.schema>);
}
