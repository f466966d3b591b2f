import type { ContentApi } from '@/lib/content/api';
import type { Paged } from '@/lib/content/client';
import { PAGE_SIZE } from '@/lib/content/paging';
import { walkPages } from '@/lib/content/walk';
import { SEARCHED_TYPES, type ItemType } from '@/lib/content-types';
import { ofType } from '@/lib/content-types/define';
import { listCollection } from '@/lib/embedded-api/collections';
import type { Store } from '@/lib/embedded-api/store';
import { rawDocument, searchDocument } from './documents';
import type { SearchKind } from './kinds';
import type { SearchDocument } from './search-index';

/*
 * Where the index's documents come from: the searched content types (lib/content-types). Both
 * sources read the short lists and single items through the content client; they differ in how the
 * long paged lists are read in full: the embedded store a thousand rows at a time, the
 * institute's API by walking its pages of 10, 4 calls in flight (as the sitemaps do).
 */

export type Batch = { kind: SearchKind; docs: SearchDocument[] };

/** What changed: documents to write, documents to drop, kinds whose full list was read (anything else of theirs is gone). */
export type Change = { upsert: SearchDocument[]; remove: { kind: SearchKind; slug: string }[]; complete: Batch[] };

export type SearchSource = {
  /** The content the index was built from: another one means a rebuild. */
  name(): Promise<string>;
  /** Every document, a batch at a time; each kind's batches in a row. */
  walk(onBatch: (batch: Batch) => Promise<void>): Promise<void>;
  /** The newest pages of the paged lists and the short lists in full (the periodic refresh). */
  newest(): Promise<Change>;
  /** What a CMS webhook tag changed; null for a tag of nothing indexed. */
  forTag(tag: string): Promise<Change | null>;
};

/** Pages of 10 read per batch of the API's walk; newest pages re-read by a refresh. */
const WALK_SPAN = 100;
const NEWEST_PAGES = 3;
/** Rows of the embedded store per batch. */
const STORE_BATCH = 1000;

type PagedList = { kind: SearchKind; type: ItemType; page: (n: number) => Promise<Paged<SearchDocument>> };

const SEARCHED_PAGED = SEARCHED_TYPES.filter((t) => t.list.paged);
const SEARCHED_SHORT = SEARCHED_TYPES.filter((t) => !t.list.paged);

function pagedLists(api: ContentApi): PagedList[] {
  return SEARCHED_PAGED.map((type) => ({
    kind: type.kind,
    type,
    page: async (n: number) => {
      const page = await api.page(type, { page: n });
      return { ...page, items: page.items.map((item) => searchDocument(type, item)) };
    },
  }));
}

/** The short lists (read whole), each list of the contract called once even where two types share it. */
async function shortLists(api: ContentApi): Promise<Batch[]> {
  const calls = new Map<string, ReturnType<ContentApi['all']>>();
  const read = (type: ItemType) => {
    let call = calls.get(type.list.path);
    if (!call) calls.set(type.list.path, (call = api.all(type)));
    return call;
  };
  return Promise.all(
    SEARCHED_SHORT.map(async (type) => {
      return { kind: type.kind, docs: ofType(type, await read(type)).map((item) => searchDocument(type, item)) };
    }),
  );
}

/** A detail of the contract as a change: the item written, or dropped when the API no longer has it (4xx). */
async function detailChange(api: ContentApi, type: ItemType, slug: string): Promise<Change> {
  const answer = await api.item(type, slug);
  return answer.ok
    ? { upsert: [searchDocument(type, answer.data)], remove: [], complete: [] }
    : { upsert: [], remove: [{ kind: type.kind, slug }], complete: [] };
}

function commonSource(api: ContentApi) {
  const lists = pagedLists(api);
  const newestOf = async (list: PagedList): Promise<SearchDocument[]> => {
    const first = await list.page(1);
    const last = Math.min(NEWEST_PAGES, Math.ceil(first.total / PAGE_SIZE));
    return [...first.items, ...(await walkPages(list.page, 2, last))];
  };
  const only = (upsert: SearchDocument[]): Change => ({ upsert, remove: [], complete: [] });
  const short = async (): Promise<Change> => ({ upsert: [], remove: [], complete: await shortLists(api) });

  const byTag = SEARCHED_TYPES.map((type) => ({
    prefix: type.item.tag(''),
    change: type.item.fromList ? short : (slug: string) => detailChange(api, type, slug),
  }));
  const listTags = new Map<string, () => Promise<Change>>(
    SEARCHED_TYPES.map((type) => {
      const list = lists.find((l) => l.type === type);
      return [type.list.tag, list ? async () => only(await newestOf(list)) : short];
    }),
  );

  return {
    lists,
    async newest(): Promise<Change> {
      const [pages, complete] = await Promise.all([Promise.all(lists.map(newestOf)), shortLists(api)]);
      return { upsert: pages.flat(), remove: [], complete };
    },
    async forTag(tag: string): Promise<Change | null> {
      const whole = listTags.get(tag);
      if (whole) return whole();
      const entry = byTag.find(({ prefix }) => tag.startsWith(prefix) && tag.length > prefix.length);
      return entry ? entry.change(tag.slice(entry.prefix.length)) : null;
    },
    shortLists: () => shortLists(api),
  };
}

/** The institute's API: every page of every paged list, 4 calls in flight. */
export function upstreamSource(api: ContentApi, baseUrl: string): SearchSource {
  const common = commonSource(api);
  return {
    name: async () => `api:${baseUrl}`,
    async walk(onBatch) {
      for (const list of common.lists) {
        const first = await list.page(1);
        await onBatch({ kind: list.kind, docs: first.items });
        const last = Math.ceil(first.total / PAGE_SIZE);
        for (let from = 2; from <= last; from += WALK_SPAN) {
          await onBatch({ kind: list.kind, docs: await walkPages(list.page, from, Math.min(last, from + WALK_SPAN - 1)) });
        }
      }
      for (const batch of await common.shortLists()) await onBatch(batch);
    },
    newest: common.newest,
    forTag: common.forTag,
  };
}

/** The embedded API: its store read directly, a thousand rows at a time. */
export function embeddedSource(api: ContentApi, store: () => Promise<Store>): SearchSource {
  const common = commonSource(api);
  const collections = common.lists.map((list) => ({ list, collection: listCollection(list.type.list.path) }));
  return {
    async name() {
      // The demo content is written once: its sizes and newest item name it.
      const s = await store();
      const sizes = collections.map(({ collection }) => s.count(collection));
      return `embedded:${sizes.join(',')}:${s.refs('dailyArticles', 1, 0)[0]?.slug ?? ''}`;
    },
    async walk(onBatch) {
      const s = await store();
      for (const { list, collection } of collections) {
        const pages = Math.ceil(s.count(collection) / STORE_BATCH);
        for (let page = 1; page <= pages; page++) {
          const docs = s.page(collection, page, STORE_BATCH).items.flatMap((raw) => rawDocument(list.type, raw) ?? []);
          await onBatch({ kind: list.kind, docs });
        }
      }
      for (const batch of await common.shortLists()) await onBatch(batch);
    },
    newest: common.newest,
    forTag: common.forTag,
  };
}
