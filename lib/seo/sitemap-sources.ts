import { allFilterSegments, filterCatalogue, parseFilterSegments } from '@/lib/catalogue';
import type { ContentApi } from '@/lib/content/api';
import { PAGE_SIZE, type PageSpan } from '@/lib/content/paging';
import { walkPages } from '@/lib/content/walk';
import { addDays } from '@/lib/dates';
import { daily } from '@/lib/content-types/writing';
import { SITEMAP_TYPES, type ItemType } from '@/lib/content-types';
import { ofType, slugOf } from '@/lib/content-types/define';
import { branchHref, catalogueHref, courseHref, isInfoPageHref, PAGES, POLICY_ROUTES, upscPageHref } from '@/lib/routes';
import { itemHref, KINDS, type SitemapKind } from '@/lib/content-types/kinds';
import { absoluteUrl } from '@/lib/site';
import { latest, NEWS_SITEMAP_LIMIT, SITEMAP_PROTOCOL_LIMIT, type NewsUrl, type SitemapUrl } from './sitemap-xml';

/*
 * Where the sitemaps' URLs come from: the contract's lists, through the content client, whichever
 * the source. The paged ones (daily current affairs, articles, blogs) are read a part at a time
 * by their refs getters, which walk the API's pages over HTTP and take one call in-process.
 * Each content type is split into parts of `partSize` URLs (below the protocol's 50,000),
 * aligned on the contract's pages so that a part reads only its own pages.
 */

/** URLs per sitemap part: below the protocol's limit and a whole number of contract pages. */
export const SITEMAP_PART_SIZE = 40_000;

type Ref = { slug: string; date?: string };

export type SitemapSource = {
  /** How many URLs the type has. */
  count(): Promise<number>;
  /** Part `n` (1-based). */
  urls(part: number): Promise<SitemapUrl[]>;
  /** Latest last-modified date of part `n`, read cheaply (for the index). */
  lastmod(part: number): Promise<string | undefined>;
};

export type SitemapDeps = {
  content: Pick<
    ContentApi,
    'refs' | 'all' | 'page' | 'getCourses' | 'getBranches' | 'getNavItems' | 'getLeftFooterLinks' | 'getRightFooterLinks'
  >;
  partSize?: number;
  concurrency?: number;
};

/** The route table's pages that are no content of their own: messages, a visitor's saved pages, searches (all `noindex`). */
const UNLISTED_PAGES = new Set<string>([PAGES.error, PAGES.thankYou, PAGES.thanks, PAGES.offline, PAGES.search]);

/** Every other page of the route table (docs/screens.md#routes), and the one /upsc/ page no route names. */
export const STATIC_PAGES = [...Object.values(PAGES).filter((page) => !UNLISTED_PAGES.has(page)), upscPageHref('referal-policy')];

/** /upsc/{page} addresses that the site serves under a route of their own (docs/screens.md#routes: same policy page). */
const POLICY_ALIASES = new Set(POLICY_ROUTES.map(upscPageHref));

export function createSitemapSources({ content, partSize = SITEMAP_PART_SIZE, concurrency = 4 }: SitemapDeps) {
  if (partSize % PAGE_SIZE !== 0 || partSize > SITEMAP_PROTOCOL_LIMIT) throw new Error(`Invalid sitemap part size ${partSize}`);
  const pagesPerPart = partSize / PAGE_SIZE;

  /** A type whose URLs come from one list call (or a few): loaded whole and sliced. */
  function listSource(load: () => Promise<SitemapUrl[]>): SitemapSource {
    const part = async (n: number) => (await load()).slice((n - 1) * partSize, n * partSize);
    return {
      count: async () => (await load()).length,
      urls: part,
      lastmod: async (n) => latest((await part(n)).map((u) => u.lastmod)),
    };
  }

  const toUrl = (type: ItemType, r: Ref): SitemapUrl => {
    const loc = absoluteUrl(itemHref(type.kind, r.slug));
    return r.date ? { loc, lastmod: r.date } : { loc };
  };

  /** A paged list of the contract, read a part at a time by its refs getter. */
  function pagedSource(type: ItemType): SitemapSource {
    const getRefs = (pages: PageSpan) => content.refs(type, pages);
    const toRef = (item: Record<string, string>): Ref => ({ slug: slugOf(type, item), date: item.date });
    const firstPage = (n: number) => (n - 1) * pagesPerPart + 1;
    return {
      count: async () => (await getRefs({ first: 1, last: 1 })).total,
      urls: async (n) => (await getRefs({ first: firstPage(n), last: n * pagesPerPart })).items.map((item) => toUrl(type, toRef(item))),
      // Newest first: a part's latest date is its first item's.
      lastmod: async (n) => {
        const first = (await getRefs({ first: firstPage(n), last: firstPage(n) })).items[0];
        return first ? toRef(first).date : undefined;
      },
    };
  }

  /** A short list, read whole. */
  const wholeSource = (type: ItemType) =>
    listSource(async () =>
      ofType(type, await content.all(type)).map((item) => toUrl(type, { slug: slugOf(type, item), date: type.read(item).date })),
    );

  const typeSources = SITEMAP_TYPES.map(({ type, part }) => ({
    type,
    part,
    source: type.list.paged ? pagedSource(type) : wholeSource(type),
  }));

  const sources: Record<SitemapKind, SitemapSource> = {
    pages: listSource(async () => {
      const [nav, left, right, listLastmods] = await Promise.all([
        content.getNavItems(),
        content.getLeftFooterLinks(),
        content.getRightFooterLinks(),
        // A type's list page was last changed with its newest item.
        Promise.all(typeSources.map(async ({ type, source }) => [KINDS[type.kind].list.path, await source.lastmod(1)] as const)),
      ]);
      const lastmods: Record<string, string | undefined> = Object.fromEntries(listLastmods);
      // About and policy-style pages: the contract has no list of them, so they are the ones the menus and footer link.
      const linked = [
        ...nav.flatMap((i) => [i.linkurl, ...i.dropdown.map((d) => d.linkurl)]),
        ...left.map((l) => l.linkurl),
        ...right.map((l) => l.linkurl),
      ]
        .filter((l) => l && !l.external && isInfoPageHref(l.href) && !POLICY_ALIASES.has(l.href))
        .map((l) => l!.href);
      const paths = [...new Set<string>([...STATIC_PAGES, ...linked])];
      return paths.map((p) => {
        const lastmod = lastmods[p];
        return lastmod ? { loc: absoluteUrl(p), lastmod } : { loc: absoluteUrl(p) };
      });
    }),
    branches: listSource(async () =>
      // The first branch is the 'All Branches' pseudo-entry (docs/content-contract.md#branches): no page of its own.
      (await content.getBranches()).slice(1).map((b) => ({ loc: absoluteUrl(branchHref(b.branchurl)) })),
    ),
    // Courses and test series carry no date in the contract: no lastmod rather than a made-up one.
    // With them, the filtered catalogue pages (/course/csat/pune, /testseries/pune) that list any.
    courses: listSource(async () => {
      const courses = await content.getCourses();
      const catalogues = (['course', 'testseries'] as const).flatMap((kind) =>
        allFilterSegments(kind).flatMap((segments) => {
          const filter = parseFilterSegments(kind, segments);
          return filter && filterCatalogue(courses, kind, filter).length > 0 ? [catalogueHref(kind, filter)] : [];
        }),
      );
      return [...courses.map(courseHref), ...catalogues].map((p) => ({ loc: absoluteUrl(p) }));
    }),
    ...Object.fromEntries(typeSources.map(({ part, source }) => [part, source])),
  } as Record<SitemapKind, SitemapSource>;

  /** Every part of every type that has URLs, with its latest date: the sitemap index. */
  async function index(): Promise<{ kind: SitemapKind; part: number; lastmod?: string }[]> {
    const perKind = await Promise.all(
      (Object.keys(sources) as SitemapKind[]).map(async (kind) => {
        const parts = Math.ceil((await sources[kind].count()) / partSize);
        return Promise.all(
          Array.from({ length: parts }, async (_, i) => {
            const lastmod = await sources[kind].lastmod(i + 1);
            return lastmod ? { kind, part: i + 1, lastmod } : { kind, part: i + 1 };
          }),
        );
      }),
    );
    return perKind.flat();
  }

  /** Part `n` of a type; undefined when the type has no such part (the route answers 404). */
  async function part(kind: SitemapKind, n: number): Promise<SitemapUrl[] | undefined> {
    const count = await sources[kind].count();
    if (n < 1 || (n - 1) * partSize >= count) return undefined;
    return sources[kind].urls(n);
  }

  /**
   * The Google News sitemap: daily current-affairs articles dated today or yesterday (IST),
   * newest first, at most 1,000. Dates are IST calendar days, so "the last two days" is
   * the range yesterday..today.
   */
  async function news(today: string): Promise<NewsUrl[]> {
    const range = { from: addDays(today, -1), to: today };
    const first = await content.page(daily, { ...range, page: 1 });
    const pages = Math.min(Math.ceil(first.total / PAGE_SIZE), NEWS_SITEMAP_LIMIT / PAGE_SIZE);
    const rest = await walkPages((page) => content.page(daily, { ...range, page }), 2, pages, concurrency);
    return [...first.items, ...rest]
      .filter((a) => a.date >= range.from && a.date <= range.to)
      .slice(0, NEWS_SITEMAP_LIMIT)
      .map((a) => ({
        loc: absoluteUrl(itemHref('daily', a.articleurl)),
        title: a.title,
        publicationDate: a.date,
        keywords: a.keywords,
      }));
  }

  return { sources, index, part, news };
}

export type SitemapSources = ReturnType<typeof createSitemapSources>;
