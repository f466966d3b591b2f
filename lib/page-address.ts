import { BRANCH_PAGE_SLUGS, COURSE_CATEGORIES } from './catalogue';
import { FEEDS, NEWS_SITEMAP_PATH, PAGES, SHARE_PREFIX, SITEMAP_INDEX_PATH, TRAILING_SLASH_SECTIONS } from './routes';
import { KINDS, parseSitemapName } from '@/lib/content-types/kinds';

/*
 * A page's public address as someone outside the site sends it (the CMS webhook): with or
 * without the trailing slash, percent-encoded or not, or the absolute URL of the site. Resolved
 * to the address the site's own links use (lib/routes.ts), or refused with the reason: an address
 * of another site, or one that is no route of this site.
 */
export type PageAddress = { ok: true; path: string } | { ok: false; reason: string };

const FIXED = new Set<string>([...Object.values(PAGES), SITEMAP_INDEX_PATH, NEWS_SITEMAP_PATH, FEEDS.daily.path, FEEDS.blogs.path]);
const any = (names: readonly string[]) => `(${names.join('|')})`;
const DETAILS = ['blog', 'explore', 'about', 'upsc', 'course-details', 'test-series', ...TRAILING_SLASH_SECTIONS];
const ITEM_KINDS = Object.keys(KINDS).filter((kind) => 'href' in KINDS[kind as keyof typeof KINDS]);
const BRANCH = any(BRANCH_PAGE_SLUGS);
const CATEGORY = any(COURSE_CATEGORIES.map((c) => c.slug));
const ROUTES = [
  new RegExp(`^/${BRANCH}$`),
  new RegExp(`^/${any(DETAILS)}/[^/]+$`),
  new RegExp(`^${SHARE_PREFIX}${any(ITEM_KINDS)}/[^/]+$`),
  new RegExp(`^${any([PAGES.daily, PAGES.articles, PAGES.blogs, PAGES.mcq])}/page/[1-9][0-9]{0,5}$`),
  new RegExp(`^/course/(${CATEGORY}|${BRANCH}|${CATEGORY}/${BRANCH})$`),
  new RegExp(`^/testseries/${BRANCH}$`),
];

/** Whether a path (decoded, no trailing slash) is an address the site serves. */
function isRoute(path: string): boolean {
  const sitemap = /^\/sitemaps\/([^/]+)$/.exec(path);
  return FIXED.has(path) || (sitemap ? Boolean(parseSitemapName(sitemap[1] ?? '')) : ROUTES.some((route) => route.test(path)));
}

export function pageAddress(sent: string, siteUrl: string): PageAddress {
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(sent, site);
  } catch {
    return { ok: false, reason: `"${sent}" is not an address` };
  }
  if (!/^https?:$/.test(url.protocol) || url.host !== site.host) {
    return { ok: false, reason: `"${sent}" is not an address of this site (${site.host})` };
  }
  if (!sent.startsWith('/') && !/^https?:\/\//i.test(sent))
    return { ok: false, reason: `"${sent}" is neither a path (/…) nor a URL of this site` };
  let segments: string[];
  try {
    segments = url.pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { ok: false, reason: `"${sent}" has a broken percent-escape` };
  }
  if (!isRoute('/' + segments.join('/'))) return { ok: false, reason: `"${sent}" is not a page of this site` };
  return { ok: true, path: '/' + segments.map(encodeURIComponent).join('/') };
}
