import type { CatalogueFilter, CatalogueKind } from './catalogue';
import type { ItemKind, SitemapKind } from './content-types/kinds';

/*
 * The site's route table: every address the site writes (links, redirects, canonical URLs,
 * sitemaps, feeds, JSON-LD, the forms' and islands' endpoints) is built here and nowhere else,
 * so renaming a route is one edit. Pages are `PAGES.x` or `xHref(…)`; documents and endpoints
 * that machines fetch are `…Path`, `FEEDS` and `API`. Slugs from the CMS are percent-encoded here.
 *
 * Type imports only: this module is in the browser bundle of every page. The content types'
 * names, lists and failure texts are in lib/content-types/kinds.ts, which only the pages that use
 * them bundle.
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

/** About and policy-style pages (`/about/{x}`, `/upsc/{x}`): the contract has no list of them. */
export const isInfoPageHref = (href: string) => /^\/(about|upsc)\/[^/?#]+$/.test(href);

/** Crawler-facing documents. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/news-sitemap.xml';

const SITEMAPS_DIR = '/sitemaps/';

/**
 * `/sitemaps/blogs-1.xml.gz`: part `n` (1-based) of a content type's sitemap, a gzip file as
 * the sitemaps protocol allows (see gzipResponse for why).
 */
export function sitemapPath(kind: SitemapKind, part: number): string {
  return `${SITEMAPS_DIR}${kind}-${part}.xml.gz`;
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
