import { z } from '@/lib/zod';
import type { ContentType, ItemType } from '@/lib/content-types/define';
import type { ContentClient } from '../client';
import { pagedPath, type Freshness, type PageQuery, type PageSpan } from '../paging';
import { date, text } from '../schemas/fields';
import { revalidate } from '../tags';
import { contractPath } from '../transport';

/*
 * The getters of every content type, from its descriptor (lib/content-types): its list, a page
 * of it, one item, and the addresses and dates of a span of pages (sitemaps).
 */

/*
 * Just an item's address and date: what sitemaps need of a paged list. Parsing only these skips
 * sanitising every body when a sitemap walks thousands of pages. One schema per type, made once.
 */
const refSchemas = new WeakMap<ItemType, z.ZodType<Record<string, string>>>();
function refSchema(type: ItemType) {
  let schema = refSchemas.get(type);
  if (!schema) refSchemas.set(type, (schema = z.object({ [type.item.slugField]: text(), date: date() })));
  return schema;
}

export const byTypeApi = (c: ContentClient) => ({
  /** A type's whole list (the contract does not page it). */
  all: <S extends z.ZodType>(type: ContentType<ContentType['kind'], S>) =>
    c.list(type.list.path, type.schema, { revalidate: type.list.revalidate, tags: [type.list.tag] }),

  /** A page of a paged list, of a date range where the contract takes one. */
  page: <S extends z.ZodType>(type: ContentType<ContentType['kind'], S>, q?: PageQuery, { fresh }: Freshness = {}) =>
    c.paged(pagedPath(type.list.path, q), type.schema, { revalidate: type.list.revalidate, tags: [type.list.tag], fresh }),

  item: <S extends z.ZodType>(type: ItemType<S>, slug: string) =>
    c.detail(contractPath(type.item.segment, slug), type.schema, { revalidate: revalidate.details, tags: [type.item.tag(slug)] }),

  /** The slugs and dates of pages `first` to `last` of a paged list; the same path, tag and lifetime as its pages. */
  refs: (type: ItemType, pages: PageSpan) =>
    c.refs(type.list.path, refSchema(type), pages, { revalidate: type.list.revalidate, tags: [type.list.tag] }),
});
