import { git } from './sites.mjs';

/*
 * The addresses to compare: every route file's address (static routes as they are, dynamic ones
 * with unknown and hostile values), every URL of the sitemaps, the crawler documents, and, found
 * while comparing, each page's og:image and the second and last page of each paged list.
 */

/** Values tried for every dynamic segment: a plain unknown one, an unknown slug, a double-encoded '..', a 5,000-character slug. */
export const HOSTILE_VALUES = ['x', 'no-such-page-zz9', '%252e%252e', 'a'.repeat(5000)];
const PAGE_VALUES = ['1', '0', '99999', 'abc'];

/** Addresses named by hand: the hostile ones of the review's checklist and the documents crawlers read. */
const NAMED = [
  '/',
  '/robots.txt',
  '/sitemap.xml',
  '/news-sitemap.xml',
  '/feeds/upsc-daily-current-affairs.xml',
  '/feeds/blogs.xml',
  '/manifest.webmanifest',
  '/opengraph-image',
  '/error',
  '/search?q=polity',
  '/course-details/x',
  '/test-series/x',
  '/about/x',
  '/upsc/x',
  '/blog/x',
  '/article/x/',
  '/explore/x',
  '/upsc-daily-current-affairs/x/',
  '/Course-details/x',
  '/blog/%ZZ',
  '/no-such-page-zz9',
  '/no-such-page-zz9/a/b',
];

/** Files under app/ of a revision (`null`: the working tree, with files not committed yet). */
export function appFiles(repo, revision) {
  const listing = revision
    ? git(['ls-tree', '-r', '--name-only', revision, '--', 'app'], repo)
    : git(['ls-files', '--cached', '--others', '--exclude-standard', '--', 'app'], repo);
  return listing.split('\n').filter(Boolean);
}

/**
 * The public address template of each route file: `/blog/[blogurl]`, `/course/[...filter]`,
 * `/feeds/blogs.xml`. Route groups dropped; /api, tests and build-specific files (/sw.js) left out.
 */
export function routeTemplates(files) {
  const templates = new Set();
  for (const file of files) {
    if (file.includes('__tests__')) continue;
    const match = /^app\/(?:(.*)\/)?(page|route|opengraph-image|robots|manifest|sitemap)\.(tsx?|jsx?)$/.exec(file);
    if (!match) continue;
    const segments = (match[1] ?? '').split('/').filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith('@'));
    if (segments[0] === 'api' || segments.join('/') === 'sw.js') continue;
    const kind = match[2];
    if (kind === 'robots') segments.push('robots.txt');
    else if (kind === 'manifest') segments.push('manifest.webmanifest');
    else if (kind === 'sitemap') segments.push('sitemap.xml');
    else if (kind === 'opengraph-image') segments.push('opengraph-image');
    templates.add('/' + segments.join('/'));
  }
  return [...templates].sort();
}

/** Addresses for one template: itself when static; each hostile value in each dynamic segment otherwise, with and without a trailing slash. */
export function templateAddresses(template) {
  if (!template.includes('[')) return [template];
  const out = [];
  const segments = template.split('/');
  const dynamic = segments.map((s, i) => (s.startsWith('[') ? i : -1)).filter((i) => i >= 0);
  for (const index of dynamic) {
    const values = segments[index - 1] === 'page' ? PAGE_VALUES : HOSTILE_VALUES;
    for (const value of [...values, ...(segments[index].startsWith('[...') ? ['x/y'] : [])]) {
      const filled = segments.map((s, i) => (i === index ? value : s.startsWith('[') ? 'x' : s)).join('/');
      out.push(filled, `${filled}/`);
    }
  }
  return out;
}

/** `<loc>` values of a sitemap or sitemap index. */
export function locs(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** The path (with query) of an absolute URL on `siteUrl`, or the address as it is when it is a path already. */
export function localPath(address, siteUrl) {
  if (address.startsWith('/')) return address;
  const url = new URL(address);
  if (url.origin !== new URL(siteUrl).origin) return null;
  return url.pathname + url.search;
}

/** Every URL the sitemaps of one site list, and the sitemap parts themselves. */
export async function sitemapAddresses(origin, siteUrl, get) {
  const out = ['/sitemap.xml'];
  const index = await get(origin, '/sitemap.xml');
  if (index.error || index.status !== 200) return out;
  const parts = locs(index.body.toString('utf8'))
    .map((u) => localPath(u, siteUrl))
    .filter(Boolean);
  for (const part of parts) {
    out.push(part);
    const answer = await get(origin, part);
    if (answer.error || answer.status !== 200) continue;
    for (const url of locs(answer.body.toString('utf8'))) {
      const local = localPath(url, siteUrl);
      if (local) out.push(local);
    }
  }
  return out;
}

/**
 * From the sitemaps' pages: the other trailing-slash form of every one-segment page (`/faq/`) and of
 * the first page of each section (`/blog/{url}/`, `/article/{url}`), and the capitalised course alias.
 */
export function variantsOf(pages) {
  const out = [];
  const seen = new Set();
  for (const page of pages) {
    if (!page.startsWith('/') || page === '/' || page.includes('?')) continue;
    const segments = page.split('/').filter(Boolean);
    if (segments.length > 1) {
      if (seen.has(segments[0])) continue;
      seen.add(segments[0]);
    }
    out.push(page.endsWith('/') ? page.slice(0, -1) : `${page}/`);
    if (page.startsWith('/course-details/')) out.push(page.replace('/course-details/', '/Course-details/'));
  }
  return out;
}

export function namedAddresses() {
  return [...NAMED];
}
