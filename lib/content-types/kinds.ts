import { articleHref, blogHref, courseHref, dailyArticleHref, explorationHref, PAGES } from '@/lib/routes';

/*
 * The content types' plain half, by kind (their descriptors, beside this file, are the server
 * half): what a person calls the type, its list page and
 * the address of one item. One vocabulary (plural kinds) for search, lists, sitemaps and
 * the descriptors of lib/content-types, whose server half (schema, endpoints, how an item
 * reads) the browser must not bundle; this half the popup and the error boundaries read.
 * `list.name` is how messages name the list ('Failed to load explorations'); `list.island` the
 * values of the address its island may send to /api/lists/{kind} ('More', filters, search), and
 * `islandName` what that island loads where it differs from the list's name; `sitemap` names
 * the type's own sitemap part. New kinds with pages go after the last kind with pages: the
 * search index numbers its documents by this order (lib/search/rowids.ts).
 */
export const KINDS = {
  daily: {
    label: 'Daily current affairs',
    list: { path: PAGES.daily, name: 'current affairs', island: ['page', 'from', 'to'] },
    href: dailyArticleHref,
    sitemap: 'daily-current-affairs',
  },
  articles: {
    label: 'Articles',
    list: { path: PAGES.articles, name: 'articles', island: ['page'] },
    href: articleHref,
    sitemap: 'articles',
  },
  blogs: {
    label: 'Blogs',
    list: { path: PAGES.blogs, name: 'blogs', island: ['page', 'from', 'to', 'q'] },
    href: blogHref,
    sitemap: 'blogs',
  },
  explorations: {
    label: 'Explorations',
    list: { path: PAGES.exploration, name: 'explorations' },
    href: explorationHref,
    sitemap: 'explorations',
  },
  courses: {
    label: 'Courses',
    list: { path: PAGES.course, name: 'courses' },
    href: (slug: string) => courseHref({ coursetype: 'course', courseurl: slug }),
  },
  testseries: {
    label: 'Test series',
    list: { path: PAGES.testseries, name: 'test series' },
    href: (slug: string) => courseHref({ coursetype: 'testseries', courseurl: slug }),
  },
  essays: { label: 'Essays', list: { path: PAGES.generalEssay, name: 'essays' } },
  mcqs: { label: 'MCQs', list: { path: PAGES.mcq, name: 'MCQs', island: ['page'], islandName: 'questions' } },
  videos: { label: 'Videos', list: { path: PAGES.videos, name: 'videos', island: ['category', 'limit', 'from', 'to'] } },
  digests: { label: 'Current affairs digests', list: { path: PAGES.currentAffairs, name: 'current affairs digests' } },
  books: { label: 'Books', list: { path: PAGES.books, name: 'books' } },
  magazines: { label: 'Magazines', list: { path: PAGES.magazine, name: 'magazines' } },
} as const satisfies Record<
  string,
  {
    label: string;
    list: { path: string; name: string; island?: readonly string[]; islandName?: string };
    href?: (slug: string) => string;
    sitemap?: string;
  }
>;

export type Kind = keyof typeof KINDS;
/** The kinds with a page per item. */
export type ItemKind = { [K in Kind]: (typeof KINDS)[K] extends { href: unknown } ? K : never }[Kind];

/** The page of one item of a kind. */
export const itemHref = (kind: ItemKind, slug: string) => KINDS[kind].href(slug);

/** The kind whose item pages `pathname` is one of (`/blog/x` → blogs). */
export function itemKindOf(pathname: string): ItemKind | undefined {
  const section = pathname.split('/')[1];
  return (Object.keys(KINDS) as Kind[]).find((kind): kind is ItemKind => {
    const entry = KINDS[kind];
    return 'href' in entry && entry.href('x').split('/')[1] === section;
  });
}

type KindSitemap = { [K in Kind]: (typeof KINDS)[K] extends { sitemap: infer N } ? N : never }[Kind];
/**
 * The sitemap's parts: the pages, branches and courses (with their filtered lists), and a part
 * per content type that has one. A function, so that the bundles of pages that never read it
 * can leave `KINDS` out (a top-level expression over it would keep it in every bundle).
 */
export function sitemapKinds(): readonly ('pages' | 'branches' | 'courses' | KindSitemap)[] {
  return ['pages', 'branches', 'courses', ...Object.values(KINDS).flatMap((kind) => ('sitemap' in kind ? [kind.sitemap] : []))];
}
export type SitemapKind = ReturnType<typeof sitemapKinds>[number];

/** 'blogs-2.xml.gz' (app/sitemaps/[name]) → { kind: 'blogs', part: 2 }; anything else → undefined. */
export function parseSitemapName(name: string): { kind: SitemapKind; part: number } | undefined {
  const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml\.gz$/.exec(name);
  if (!match) return undefined;
  const kind = sitemapKinds().find((k) => k === match[1]);
  return kind ? { kind, part: Number(match[2]) } : undefined;
}
