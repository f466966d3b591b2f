/**
 * Demo content served by the embedded content API on first start. Loaded only then (a dynamic
 * import in ../database.ts), so a server reading the institute's API never loads it.
 *
 * Pure data and pure functions: no I/O, no imports from outside this folder but the types of the
 * contract's schemas (each item is a `z.input` of its schema), and the same output for
 * the same `today` on every run. Dated collections are placed relative to `today` (IST, 'YYYY-MM-DD'),
 * except the monthly digests (March–December 2025, as docs/screens.md#content-lists fixes) and course batches.
 * Picture and file fields are site-relative ('/demo/…', '/logo.png'); the server makes them absolute.
 */
import { buildArticles } from './articles';
import { buildBlogs } from './blogs';
import { branches } from './branches';
import { buildCourses } from './courses';
import { buildDailyArticles } from './daily-current-affairs';
import { buildEssays } from './essays';
import { buildExplorations } from './explorations';
import { abouthome, indexpagecontent, testimonials } from './home';
import { buildMcqs } from './mcqs';
import { books, buildAppscMagazines, buildDigests, buildMagazines, buildVideos, buildWeeklyMagazines, videocategories } from './media';
import { aboutpages, upscpages } from './pages';
import { faculty, faq, interviewcontent, interviewpanel } from './people';
import { seoterms } from './seo';
import { headerbar, leftfooterbar, newsheadline, rightfooterbar, topnavbar, webdetails } from './site';
import { parseDate } from './util';
import type { CollectionName } from '@/lib/embedded-api/collections';

export { buildDailyArticles, DAILY_SPAN_DAYS, DAILY_TODAY_COUNT } from './daily-current-affairs';

export type DemoContentOptions = {
  /** Number of daily current-affairs articles (default 120); three are dated today. */
  dailyArticles?: number;
};

/** Deep copy so that callers may mutate the result without touching the module-level data. */
function fresh<T>(items: readonly T[]): T[] {
  return items.map((item) => structuredClone(item));
}

export function buildDemoContent(today: string, options?: DemoContentOptions) {
  parseDate(today); // throws on a malformed date
  return {
    webdetails: fresh(webdetails),
    newsheadline: fresh(newsheadline),
    topnavbar: fresh(topnavbar),
    leftfooterbar: fresh(leftfooterbar),
    rightfooterbar: fresh(rightfooterbar),
    seoterms: fresh(seoterms),
    headerbar: fresh(headerbar),
    indexpagecontent: fresh(indexpagecontent),
    abouthome: fresh(abouthome),
    testimonials: fresh(testimonials),
    branches: fresh(branches),
    courses: buildCourses(),
    dailyArticles: buildDailyArticles(today, options?.dailyArticles ?? 120),
    articles: buildArticles(today),
    blogs: buildBlogs(today),
    digests: buildDigests(),
    mcqs: buildMcqs(today),
    videocategories: fresh(videocategories),
    videos: buildVideos(today),
    magazines: buildMagazines(today),
    weeklymagazines: buildWeeklyMagazines(today),
    appscmagazines: buildAppscMagazines(today),
    books: fresh(books),
    essays: buildEssays(today),
    explorations: buildExplorations(today),
    interviewcontent: fresh(interviewcontent),
    interviewpanel: fresh(interviewpanel),
    faculty: fresh(faculty),
    faq: fresh(faq),
    aboutpages: fresh(aboutpages),
    upscpages: fresh(upscpages),
  } satisfies Record<CollectionName, unknown[]>;
}
