import type { ContentApi } from '../content/api';
import type { Paged } from '../content/client';
import { PAGE_SIZE } from '../content/paging';
import { tags } from '../content/tags';
import { walkPages } from '../content/walk';
import type { Store } from '../embedded-api/store';
import { articleDocument, blogDocument, courseDocument, dailyDocument, explorationDocument, rawDocuments } from './documents';
import type { SearchKind } from './kinds';
import type { SearchDocument } from './search-index';

/*
 * Where the index's documents come from. Both sources read the short lists (explorations,
 * courses and test series) and single items through the content client; they differ in how the
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

type PagedList = { kind: SearchKind; page: (n: number) => Promise<Paged<SearchDocument>> };

function pagedLists(api: ContentApi): PagedList[] {
  const mapped =
    <T>(get: (n: number) => Promise<Paged<T>>, toDoc: (item: T) => SearchDocument) =>
    async (n: number) => {
      const page = await get(n);
      return { ...page, items: page.items.map(toDoc) };
    };
  return [
    { kind: 'daily', page: mapped((page) => api.getDailyArticles({ page }), dailyDocument) },
    { kind: 'articles', page: mapped((page) => api.getArticles(page), articleDocument) },
    { kind: 'blogs', page: mapped((page) => api.getBlogs({ page }), blogDocument) },
  ];
}

async function shortLists(api: ContentApi): Promise<Batch[]> {
  const [explorations, courses] = await Promise.all([api.getExplorations(), api.getCourses()]);
  const courseDocs = courses.map(courseDocument);
  return [
    { kind: 'explorations', docs: explorations.map(explorationDocument) },
    { kind: 'courses', docs: courseDocs.filter((d) => d.kind === 'courses') },
    { kind: 'testseries', docs: courseDocs.filter((d) => d.kind === 'testseries') },
  ];
}

/** A detail of the contract as a change: the item written, or dropped when the API no longer has it (4xx). */
async function detailChange<T>(
  kind: SearchKind,
  slug: string,
  get: () => Promise<{ ok: true; data: T } | { ok: false }>,
  toDoc: (item: T) => SearchDocument,
): Promise<Change> {
  const answer = await get();
  return answer.ok ? { upsert: [toDoc(answer.data)], remove: [], complete: [] } : { upsert: [], remove: [{ kind, slug }], complete: [] };
}

function commonSource(api: ContentApi) {
  const lists = pagedLists(api);
  const newestOf = async (list: PagedList): Promise<SearchDocument[]> => {
    const first = await list.page(1);
    const last = Math.min(NEWEST_PAGES, Math.ceil(first.total / PAGE_SIZE));
    return [...first.items, ...(await walkPages(list.page, 2, last))];
  };
  const listOf = (kind: SearchKind) => lists.find((l) => l.kind === kind) as PagedList;
  const only = (upsert: SearchDocument[]): Change => ({ upsert, remove: [], complete: [] });
  const short = async (): Promise<Change> => ({ upsert: [], remove: [], complete: await shortLists(api) });

  const byTag: [string, (rest: string) => Promise<Change>][] = [
    [tags.dailyArticle(''), (url) => detailChange('daily', url, () => api.getDailyArticle(url), dailyDocument)],
    [tags.article(''), (url) => detailChange('articles', url, () => api.getArticle(url), articleDocument)],
    [tags.blog(''), (url) => detailChange('blogs', url, () => api.getBlog(url), blogDocument)],
    [tags.exploration(''), (url) => detailChange('explorations', url, () => api.getExploration(url), explorationDocument)],
    [tags.course(''), short],
  ];
  const listTags: Record<string, () => Promise<Change>> = {
    [tags.dailyArticles]: async () => only(await newestOf(listOf('daily'))),
    [tags.articles]: async () => only(await newestOf(listOf('articles'))),
    [tags.blogs]: async () => only(await newestOf(listOf('blogs'))),
    [tags.explorations]: short,
    [tags.courses]: short,
  };

  return {
    lists,
    async newest(): Promise<Change> {
      const [pages, complete] = await Promise.all([Promise.all(lists.map(newestOf)), shortLists(api)]);
      return { upsert: pages.flat(), remove: [], complete };
    },
    async forTag(tag: string): Promise<Change | null> {
      const whole = listTags[tag];
      if (whole) return whole();
      const entry = byTag.find(([prefix]) => tag.startsWith(prefix) && tag.length > prefix.length);
      return entry ? entry[1](tag.slice(entry[0].length)) : null;
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
  const collections = { daily: 'dailyArticles', articles: 'articles', blogs: 'blogs' } as const;
  return {
    async name() {
      // The demo content is written once: its sizes and newest item name it.
      const s = await store();
      const sizes = Object.values(collections).map((c) => s.count(c));
      return `embedded:${sizes.join(',')}:${s.refs('dailyArticles', 1, 0)[0]?.slug ?? ''}`;
    },
    async walk(onBatch) {
      const s = await store();
      for (const [kind, collection] of Object.entries(collections) as [
        keyof typeof collections,
        (typeof collections)[keyof typeof collections],
      ][]) {
        const pages = Math.ceil(s.count(collection) / STORE_BATCH);
        for (let page = 1; page <= pages; page++) {
          const docs = s.page(collection, page, STORE_BATCH).items.flatMap((raw) => {
            const parsed = rawDocuments[kind].safeParse(raw);
            return parsed.success ? [parsed.data] : [];
          });
          await onBatch({ kind, docs });
        }
      }
      for (const batch of await common.shortLists()) await onBatch(batch);
    },
    newest: common.newest,
    forTag: common.forTag,
  };
}
