import { expect, test } from '../support/test';
import { E2E } from '../targets.mjs';
import { refreshSite, resetUpstream } from '../support/upstream';

/*
 * One address of every route of the route table (lib/routes.ts, the folders of app/), asked of
 * both instances sharing Redis and of nginx before them, uncached and cached: each answers as the
 * same build answers without REDIS_URL (the upstream target, same fake upstream). Articles and
 * daily current affairs go through proxy.ts, whose handler once failed every such request with 500.
 */
const { a, b, nginx } = E2E.instances;
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

const PAGES = [
  '/',
  '/course',
  '/course/csat',
  '/course/csat/pune',
  '/testseries',
  '/testseries/pune',
  '/branches',
  '/pune',
  '/faculty',
  '/faq',
  '/testimonial-details',
  '/upsc-daily-current-affair',
  '/upsc-daily-current-affair/page/2',
  '/current-affairs',
  '/articles',
  '/articles/page/2',
  '/blogs',
  '/blogs/page/2',
  '/mcq',
  '/mcq/page/2',
  '/videos',
  '/exploration',
  '/interview-guidance-program',
  '/books',
  '/magazine',
  '/weekly-magazine',
  '/appsc-magazine',
  '/general-essay',
  '/contact-us',
  '/registration',
  '/privacy-policy',
  '/refund-policy',
  '/terms-and-conditions',
  '/error',
  '/thank-you',
  '/thanks',
  '/offline',
  '/upsc/referal-policy',
  '/about/fake-upstream-about-us',
  '/blog/fake-blog-hindi',
  '/blog/zz-no-such-blog',
  '/article/fake-article-hindi/',
  '/article/fake-article-hindi',
  '/article/zz-no-such-article/',
  '/upsc-daily-current-affairs/fake-daily-hindi/',
  '/upsc-daily-current-affairs/fake-daily-hindi',
  '/explore/fake-explore-hindi',
  '/course-details/fake-upstream-gs-foundation',
  '/Course-details/fake-upstream-gs-foundation',
  '/test-series/fake-upstream-prelims-test-series',
  '/blog/fake-blog-hindi/opengraph-image',
  '/article/fake-article-hindi/opengraph-image',
  '/upsc-daily-current-affairs/fake-daily-hindi/opengraph-image',
  '/explore/fake-explore-hindi/opengraph-image',
  '/course-details/fake-upstream-gs-foundation/opengraph-image',
  '/test-series/fake-upstream-prelims-test-series/opengraph-image',
  '/sitemap.xml',
  '/sitemaps/articles-1.xml.gz',
  '/sitemaps/daily-current-affairs-1.xml.gz',
  '/news-sitemap.xml',
  '/feeds/blogs.xml',
  '/feeds/upsc-daily-current-affairs.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/sw.js',
  '/api/health',
  '/api/lists/blogs?page=2',
  '/api/content/blogs?page=1',
  '/blog/%ZZ',
];

// The forms and the webhook: a body each refuses, from an address of its own (the limits count per address).
const POSTS = ['/api/enquiry', '/api/callback', '/api/track', '/api/revalidate'];

type Answer = { status: number; location: string | null; type: string | null };

async function answer(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  await response.arrayBuffer();
  // Next sends the /error redirect of a page rendered afresh with its Location twice (identical:
  // browsers follow it); the comparison is of where it leads.
  const location = response.headers.get('location')?.split(', ')[0];
  return {
    status: response.status,
    location: location ? new URL(location, base).pathname : null,
    type: response.headers.get('content-type')?.split(';')[0] ?? null,
  };
}

test.beforeAll(async () => {
  await resetUpstream();
  // Every page uncached on both instances (and in Redis) for the first round.
  await refreshSite(a.url);
});

// The next spec starts uncached too.
test.afterAll(() => refreshSite(a.url));

test('every route answers on both instances and through nginx, uncached and cached, as without Redis', async () => {
  test.setTimeout(300_000);
  for (const path of PAGES) {
    const expected = await answer(E2E.upstream.url, path);
    expect(expected.status, `${path} without Redis`).toBeLessThan(500);
    // a renders (uncached), b reads what a stored, a and nginx serve the cached answer.
    for (const [name, base] of [
      ['a, uncached', a.url],
      ['b', b.url],
      ['a, cached', a.url],
      ['nginx', nginx.url],
    ] as const) {
      expect(await answer(base, path), `${path} on ${name}`).toEqual(expected);
    }
  }
});

test('the forms and the webhook refuse a broken body on both instances as without Redis', async () => {
  let client = 10;
  const post = (base: string, path: string) =>
    answer(base, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client++}`, 'x-revalidate-secret': 'wrong' },
      body: '{',
    });
  for (const path of POSTS) {
    const expected = await post(E2E.upstream.url, path);
    expect(expected.status, `${path} without Redis`).toBeGreaterThanOrEqual(400);
    expect(expected.status, `${path} without Redis`).toBeLessThan(500);
    for (const base of [a.url, b.url, nginx.url]) expect(await post(base, path), `${path} on ${base}`).toEqual(expected);
  }
});
