import type { z } from '@/lib/zod';
import type { ItemKind, Kind } from '@/lib/content-types/kinds';
import type { EditorialType } from '@/lib/seo/structured-data';

/*
 * A content type, described once: its contract (schema, endpoints, cache tag, lifetime), how
 * one item reads whatever the page (title, body, date, picture, summary), and what the site
 * makes of it (detail page, search, sitemap, feed). The search kinds, list kinds, sitemap
 * sources, feeds and detail routes are derived from these descriptors (lib/content-types/index.ts);
 * the plain half (label, addresses) is its `KINDS` entry in kinds.ts, which the browser may bundle.
 */

/** One item as every page reads it. `html` is the sanitised body. */
export type ItemText = {
  id: number;
  title: string;
  html: string;
  date?: string;
  /** The summary under the title; lists and descriptions fall back to the body's start. */
  lead?: string;
  pic?: string;
  keywords?: readonly string[];
  metatitle?: string;
  metadescription?: string;
  /** More text search reads, beyond the title, summary and body. */
  more?: readonly (string | undefined)[];
};

/** A detail page of the editorial kind: how it names its type. */
export type DetailPage = {
  /** JSON-LD type and articleSection. */
  schemaType: EditorialType;
  section: string;
  /** The list: the middle crumb and the link under the body. */
  crumb: string;
  back: string;
};

/** The generated share picture of an item's page: what it says above the title, and its alt text. */
export type Share = { kicker: string; alt: string };

export type ContentType<K extends Kind = Kind, S extends z.ZodType = z.ZodType> = {
  kind: K;
  schema: S;
  /**
   * The contract's list endpoint; `paged` when it takes `?page=` (and a date range for the dated
   * lists); `only` where two types share one list.
   */
  list: { path: string; paged: boolean; revalidate: number; tag: string; only?(item: z.output<S>): boolean };
  /**
   * The item's endpoint segment (`explore` → `/explore/{url}`), its cache tag, and the field of
   * its slug; `fromList` where the detail answer is no list item (a course's carries its
   * batches), so an item is re-read with its whole list.
   */
  item?: { segment: string; tag: (slug: string) => string; slugField: string; fromList?: true };
  // A method, so that a list of descriptors of different schemas is one type (methods' parameters are bivariant).
  read?(item: z.output<S>): ItemText;
  /** Editorial kinds with a page per item: how the page presents it. */
  page?: DetailPage;
  share?: Share;
  /** The share picture's kicker drawn from the item (a course's category and duration), else `share.kicker`. */
  kickerOf?(item: z.output<S>): string | undefined;
  /** In the site search (a type with pages in the sitemaps has a part named in its `KINDS` entry); in the RSS feeds. */
  search?: boolean;
  feed?: { path: string; title: string; description: string };
};

/** A type with a page per item, which every derived part can address. */
export type ItemType<S extends z.ZodType = z.ZodType, K extends ItemKind = ItemKind> = ContentType<K, S> &
  Required<Pick<ContentType<K, S>, 'item' | 'read' | 'share'>>;

/** A descriptor, checked and with its literal kind kept. */
export const contentType = <K extends Kind, S extends z.ZodType>(type: ContentType<K, S>) => type;

/** The descriptor of a type with a page per item. */
export const itemContentType = <K extends ItemKind, S extends z.ZodType>(type: ItemType<S, K>) => type;

/** The items of a list that are of this type (two types may share one list of the contract). */
export const ofType = <S extends z.ZodType>(type: ContentType<Kind, S>, items: readonly z.output<S>[]): z.output<S>[] =>
  items.filter((item) => type.list.only?.(item) ?? true);

/** The slug of an item of a type with pages. */
export const slugOf = <S extends z.ZodType>(type: ItemType<S>, item: z.output<S>): string =>
  String((item as Record<string, unknown>)[type.item.slugField]);
