import { KINDS, type ItemKind, type Kind } from '@/lib/content-types/kinds';
import * as catalogue from './catalogue';
import type { ContentType, ItemType } from './define';
import * as writing from './writing';

/*
 * Every content type the site reads, and what is derived from their descriptors: the types in
 * the search, the sitemaps' parts, the feeds, the detail pages. Adding a type is its descriptor
 * in one of the files imported here, its `KINDS` entry (kinds.ts) and its route folders.
 */
const ALL: readonly ContentType[] = [...Object.values(writing), ...Object.values(catalogue)];

/** In the order of `KINDS`, the order of the search's kinds. */
export const CONTENT_TYPES: readonly ContentType[] = (Object.keys(KINDS) as Kind[]).flatMap((kind) => ALL.filter((t) => t.kind === kind));

const hasItems = (type: ContentType): type is ItemType => Boolean(type.item && type.read && type.share);

export const ITEM_TYPES: readonly ItemType[] = CONTENT_TYPES.filter(hasItems);
export const SEARCHED_TYPES = ITEM_TYPES.filter((t) => t.search);
/** The types with a sitemap part of their own, and its name. */
export const SITEMAP_TYPES = ITEM_TYPES.flatMap((type) => {
  const address = KINDS[type.kind];
  return 'sitemap' in address ? [{ type, part: address.sitemap }] : [];
});
export const FEED_TYPES = ITEM_TYPES.filter((t): t is ItemType & { feed: NonNullable<ContentType['feed']> } => Boolean(t.feed));

export function itemType(kind: ItemKind): ItemType {
  const type = ITEM_TYPES.find((t) => t.kind === kind);
  if (!type) throw new Error(`No content type ${kind}`);
  return type;
}

export type { ContentType, ItemType, ItemText } from './define';
