import type { CatalogueFilter, CatalogueKind } from './catalogue';
import { LOAD_FAILURE } from './constants';

/*
 * The site's route table: every address the site writes (links, redirects, canonical URLs,
 * sitemaps, feeds, JSON-LD, the forms' and islands' endpoints) is built here and nowhere else,
 * so renaming a route is one edit. Pages are `PAGES.x` or `xHref(…)`; documents and endpoints
 * that machines fetch are `…Path`, `FEEDS` and `API`. Slugs from the CMS are percent-encoded here.
 *
 * Type imports and plain constants only: this module is in the browser bundle of the client components.
 * proxy.ts's `config.matcher` and the folders under app/ spell the routes too; Next reads
 * both statically.
 */
const seg = (slug: string) => encodeURIComponent(slug);

/** The pages without parameters, as the specification's route table names them. */
export const PAGES = {
  home: '/',
  course: '/course',
  testseries: '/testseries',
  branches: '/branches',
  faculty: '/faculty',
  faq: '/faq',
  testimonials: '/testimonial-details',
  /** The daily current-affairs list; the installed site opens on it (app/manifest.ts). */
  daily: '/upsc-daily-current-affair',
  currentAffairs: '/current-affairs',
  articles: '/articles',
  blogs: '/blogs',
  mcq: '/mcq',
  videos: '/videos',
  exploration: '/exploration',
  interviewGuidance: '/interview-guidance-program',
  books: '/books',
  magazine: '/magazine',
  weeklyMagazine: '/weekly-magazine',
  appscMagazine: '/appsc-magazine',
  generalEssay: '/general-essay',
  contactUs: '/contact-us',
  registration: '/registration',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  termsAndConditions: '/terms-and-conditions',
  error: '/error',
  thankYou: '/thank-you',
  thanks: '/thanks',
  /** Shown by the service worker for a page that was not kept. */
  offline: '/offline',
  /** The site search; its searches are `searchHref(…)`. */
  search: '/search',
} as const;

/** A search of the site: `query` is the query string (`q=…&kind=…`, see lib/search/params.ts). */
export const searchHref = (query: string) => (query ? `${PAGES.search}?${query}` : PAGES.search);

/** Page `n` of a paged list: page 1 is the list's own address, the others `/…/page/n`. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

/*
 * Detail pages. The specification's addresses of daily current affairs and articles end with
 * a slash, which is their canonical form (proxy.ts redirects to it).
 */
export const TRAILING_SLASH_SECTIONS = ['upsc-daily-current-affairs', 'article'] as const;

export const blogHref = (blogurl: string) => `/blog/${seg(blogurl)}`;
export const dailyArticleHref = (articleurl: string) => `/upsc-daily-current-affairs/${seg(articleurl)}/`;
export const articleHref = (articleurl: string) => `/article/${seg(articleurl)}/`;
export const explorationHref = (exploreurl: string) => `/explore/${seg(exploreurl)}`;
export const aboutHref = (abouturl: string) => `/about/${seg(abouturl)}`;

/** A branch page (`/pune`): the API's `branchurl` is the single segment (app/[branch]). */
export const branchHref = (branchurl: string) => `/${seg(branchurl)}`;

/** The canonical prefix of course pages, and the specification's capitalised alias of it (proxy.ts redirects). */
export const COURSE_PAGE_PREFIX = '/course-details/';
export const COURSE_PAGE_ALIAS_PREFIX = '/Course-details/';

export const isCoursePage = (pathname: string) => pathname.startsWith(COURSE_PAGE_PREFIX);

/** The page of a course or test series (spec route table). */
export function courseHref(course: { coursetype: CatalogueKind; courseurl: string }): string {
  return course.coursetype === 'testseries' ? `/test-series/${seg(course.courseurl)}` : `${COURSE_PAGE_PREFIX}${seg(course.courseurl)}`;
}

/** The list URL of a kind and filter: `/course`, `/course/csat`, `/course/csat/pune`, `/testseries/pune`. */
export function catalogueHref(kind: CatalogueKind, filter: CatalogueFilter): string {
  const parts: string[] = [kind];
  if (kind === 'course' && filter.category) parts.push(filter.category.slug);
  if (filter.branch) parts.push(filter.branch.slug);
  return '/' + parts.join('/');
}

/** A policy-style page as the API names it: `/upsc/{pageurl}`. */
export const upscPageHref = (pageurl: string) => `/upsc/${seg(pageurl)}`;

/** The three policy pages with routes of their own; they read /upsc/{same name}. */
export const POLICY_ROUTES = ['privacy-policy', 'refund-policy', 'terms-and-conditions'] as const;

/** The canonical address of a policy-style page: its own route when it has one. */
export function policyHref(pageurl: string): string {
  return (POLICY_ROUTES as readonly string[]).includes(pageurl) ? `/${pageurl}` : upscPageHref(pageurl);
}

/*
 * The content types' plain half, by kind: what a person calls the type, its list page and
 * the address of one item. One vocabulary (plural kinds) for search, lists, sitemaps and
 * the descriptors of lib/content-types, whose server half (schema, endpoints, how an item
 * reads) the browser must not bundle; this half the popup and the error boundaries read.
 * `list.name` is how messages name the list ('Failed to load explorations'); `list.island` the
 * values of the address its island may send to /api/lists/{kind} ('More', filters, search), and
 * `islandName` what that island loads where it differs from the list's name; `sitemap` names
 * the type's own sitemap part; `failure` what an item's page says when the API fails on it
 * (the product's catalogue text, read by its error boundary). New kinds with pages go after the last kind with pages: the
 * search index numbers its documents by this order (lib/search/rowids.ts).
 */
export const KINDS = {
  daily: {
    label: 'Daily current affairs',
    list: { path: PAGES.daily, name: 'current affairs', island: ['page', 'from', 'to'] },
    href: dailyArticleHref,
    sitemap: 'daily-current-affairs',
    failure: LOAD_FAILURE.article,
  },
  articles: {
    label: 'Articles',
    list: { path: PAGES.articles, name: 'articles', island: ['page'] },
    href: articleHref,
    sitemap: 'articles',
    failure: LOAD_FAILURE.article,
  },
  blogs: {
    label: 'Blogs',
    list: { path: PAGES.blogs, name: 'blogs', island: ['page', 'from', 'to', 'q'] },
    href: blogHref,
    sitemap: 'blogs',
    failure: LOAD_FAILURE.detail,
  },
  explorations: {
    label: 'Explorations',
    list: { path: PAGES.exploration, name: 'explorations' },
    href: explorationHref,
    sitemap: 'explorations',
    failure: LOAD_FAILURE.detail,
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
    failure?: string;
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

/** About and policy-style pages (`/about/{x}`, `/upsc/{x}`): the contract has no list of them. */
export const isInfoPageHref = (href: string) => /^\/(about|upsc)\/[^/?#]+$/.test(href);

/** Crawler-facing documents. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/news-sitemap.xml';

type KindSitemap = { [K in Kind]: (typeof KINDS)[K] extends { sitemap: infer N } ? N : never }[Kind];
/** The sitemap's parts: the pages, branches and courses (with their filtered lists), and a part per content type that has one. */
export const SITEMAP_KINDS: readonly ('pages' | 'branches' | 'courses' | KindSitemap)[] = [
  'pages',
  'branches',
  'courses',
  ...Object.values(KINDS).flatMap((kind) => ('sitemap' in kind ? [kind.sitemap] : [])),
];
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

const SITEMAPS_DIR = '/sitemaps/';

/**
 * `/sitemaps/blogs-1.xml.gz`: part `n` (1-based) of a content type's sitemap, a gzip file as
 * the sitemaps protocol allows (see gzipResponse for why).
 */
export function sitemapPath(kind: SitemapKind, part: number): string {
  return `${SITEMAPS_DIR}${kind}-${part}.xml.gz`;
}

/** 'blogs-2.xml.gz' (app/sitemaps/[name]) → { kind: 'blogs', part: 2 }; anything else → undefined. */
export function parseSitemapName(name: string): { kind: SitemapKind; part: number } | undefined {
  const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml\.gz$/.exec(name);
  if (!match) return undefined;
  const kind = SITEMAP_KINDS.find((k) => k === match[1]);
  return kind ? { kind, part: Number(match[2]) } : undefined;
}

export const FEEDS = {
  daily: { path: '/feeds/upsc-daily-current-affairs.xml', title: 'UPSC Daily Current Affairs' },
  blogs: { path: '/feeds/blogs.xml', title: 'Blogs' },
} as const;

/** The generated share picture (Open Graph image) of an item's page (app/share/[kind]/[slug]): `/share/blogs/x`. */
export const SHARE_PREFIX = '/share/';
export const shareImagePath = (kind: ItemKind, slug: string) => `${SHARE_PREFIX}${kind}/${seg(slug)}`;

/** The service worker (app/sw.js/route.ts); its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Our own endpoints; nothing under API_PREFIX is crawled or kept offline. */
export const API_PREFIX = '/api/';
export const API = {
  enquiry: '/api/enquiry',
  callback: '/api/callback',
  track: '/api/track',
  /** A list island's page, filter or search (app/api/lists/[kind]); `search` is a query string. */
  list: (kind: string, search: string) => `/api/lists/${seg(kind)}?${search}`,
  /** The site search's answers for the header's popup (app/api/search); `search` is a query string. */
  search: (search: string) => `/api/search?${search}`,
} as const;
