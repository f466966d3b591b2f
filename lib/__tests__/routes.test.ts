import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_FILTERS, COURSE_CATEGORIES, isBranchPageSlug } from '../catalogue';
import {
  aboutHref,
  API,
  articleHref,
  blogHref,
  branchHref,
  catalogueHref,
  courseHref,
  dailyArticleHref,
  explorationHref,
  FEEDS,
  NEWS_SITEMAP_PATH,
  PAGES,
  pageHref,
  policyHref,
  SERVICE_WORKER_PATH,
  shareImagePath,
  SITEMAP_INDEX_PATH,
  sitemapPath,
  upscPageHref,
} from '../routes';

/* Every address the route table builds is served by a route under app/ (so a renamed folder fails here). */
const APP = path.resolve(__dirname, '../../app');

/**
 * The folder of app/ that serves a path: exact names first, then (groups), [param] and
 * [...param]. The root's [branch] takes only the branch pages' slugs (its dynamicParams is
 * false), else it would take every single-segment path.
 */
function routeFolder(dir: string, segments: readonly string[]): string | undefined {
  if (segments.length === 0 && ['page.tsx', 'route.ts'].some((f) => existsSync(path.join(dir, f)))) return dir;
  if (segments.length === 0) {
    const groups = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && /^\(.+\)$/.test(e.name));
    return groups.map((g) => routeFolder(path.join(dir, g.name), [])).find(Boolean);
  }
  const [first, ...rest] = segments as [string, ...string[]];
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const params = dir === APP && !isBranchPageSlug(first) ? [] : folders.filter((f) => /^\[[^.]+\]$/.test(f));
  const nested = [
    ...folders.filter((f) => f === first).map((f) => routeFolder(path.join(dir, f), rest)),
    ...folders.filter((f) => /^\(.+\)$/.test(f)).map((f) => routeFolder(path.join(dir, f), segments)),
    ...params.map((f) => routeFolder(path.join(dir, f), rest)),
  ];
  const found = nested.find(Boolean);
  if (found) return found;
  const catchAll = folders.find((f) => /^\[\.\.\..+\]$/.test(f));
  return catchAll ? routeFolder(path.join(dir, catchAll), []) : undefined;
}

const served = (address: string) =>
  routeFolder(APP, new URL(address, 'http://x').pathname.split('/').filter(Boolean).map(decodeURIComponent));

describe('the route table', () => {
  const course = { coursetype: 'course', courseurl: 'gs-foundation' } as const;
  const testSeries = { coursetype: 'testseries', courseurl: 'prelims-ts' } as const;
  const branch = BRANCH_FILTERS[1];
  const addresses = [
    ...Object.values(PAGES),
    blogHref('a b'),
    dailyArticleHref('x'),
    articleHref('x'),
    explorationHref('x'),
    aboutHref('x'),
    branchHref('pune'),
    courseHref(course),
    courseHref(testSeries),
    catalogueHref('course', { category: COURSE_CATEGORIES[0], branch }),
    catalogueHref('testseries', { branch }),
    pageHref(PAGES.blogs, 3),
    policyHref('privacy-policy'),
    upscPageHref('referal-policy'),
    SITEMAP_INDEX_PATH,
    NEWS_SITEMAP_PATH,
    sitemapPath('blogs', 2),
    FEEDS.daily.path,
    FEEDS.blogs.path,
    shareImagePath('blogs', 'x'),
    shareImagePath('testseries', 'x'),
    SERVICE_WORKER_PATH,
    API.enquiry,
    API.callback,
    API.track,
    API.list('daily', 'page=2'),
  ];

  it.each(addresses)('%s is served by a route under app/', (address) => {
    expect(served(address)).toBeDefined();
  });

  it('percent-encodes slugs and keeps the two trailing-slash detail addresses', () => {
    expect(blogHref('a b/c')).toBe('/blog/a%20b%2Fc');
    expect(dailyArticleHref('x')).toBe('/upsc-daily-current-affairs/x/');
    expect(articleHref('x')).toBe('/article/x/');
    expect(courseHref(course)).toBe('/course-details/gs-foundation');
    expect(courseHref(testSeries)).toBe('/test-series/prelims-ts');
    expect(policyHref('refund-policy')).toBe('/refund-policy');
    expect(policyHref('referal-policy')).toBe('/upsc/referal-policy');
  });

  it('finds no route for an address the site does not serve', () => {
    expect(served('/blog/x/y')).toBeUndefined();
    expect(served('/nothing/here/at-all')).toBeUndefined();
    expect(served('/not-a-branch')).toBeUndefined();
  });
});
