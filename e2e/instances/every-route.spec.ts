import { expect, test } from '@/test-support/e2e/test';
import { E2E } from '../targets.mjs';
import { refreshSite, resetUpstream } from '@/test-support/e2e/upstream';

/*
 * One address of every route of the route table (lib/routes.ts, the folders of app/), asked of
 * both instances sharing Redis and of nginx before them, uncached and cached: each answers as the
 * same build answers without REDIS_URL. In upstream mode (copies of the upstream target's build,
 * same fake upstream) and in embedded mode (copies of the embedded target's build on its demo
 * database). Articles and daily current affairs go through proxy.ts, whose handler once failed
 * every such request with 500.
 */
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

type Slugs = { blog: string; article: string; daily: string; explore: string; course: string; testSeries: string; about: string };

const pages = (slug: Slugs) => [
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
  `/about/${slug.about}`,
  `/blog/${slug.blog}`,
  '/blog/zz-no-such-blog',
  `/article/${slug.article}/`,
  `/article/${slug.article}`,
  '/article/zz-no-such-article/',
  `/upsc-daily-current-affairs/${slug.daily}/`,
  `/upsc-daily-current-affairs/${slug.daily}`,
  `/explore/${slug.explore}`,
  `/course-details/${slug.course}`,
  `/Course-details/${slug.course}`,
  `/test-series/${slug.testSeries}`,
  `/share/blogs/${slug.blog}`,
  `/share/articles/${slug.article}`,
  `/share/daily/${slug.daily}`,
  `/share/explorations/${slug.explore}`,
  `/share/courses/${slug.course}`,
  `/share/testseries/${slug.testSeries}`,
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

const FAKE_UPSTREAM_SLUGS: Slugs = {
  blog: 'fake-blog-hindi',
  article: 'fake-article-hindi',
  daily: 'fake-daily-hindi',
  explore: 'fake-explore-hindi',
  course: 'fake-upstream-gs-foundation',
  testSeries: 'fake-upstream-prelims-test-series',
  about: 'fake-upstream-about-us',
};

/** The first detail of each kind the embedded target's own lists link to (its demo content). */
async function embeddedSlugs(): Promise<Slugs> {
  const first = async (list: string, prefix: string) => {
    const html = await (await fetch(`${E2E.embedded.url}${list}`)).text();
    const slug = html.match(new RegExp(`href="${prefix}([a-z0-9][a-z0-9-]*)`))?.[1];
    if (!slug) throw new Error(`no ${prefix} link on the embedded ${list}`);
    return slug;
  };
  return {
    blog: await first('/blogs', '/blog/'),
    article: await first('/articles', '/article/'),
    daily: await first('/upsc-daily-current-affair', '/upsc-daily-current-affairs/'),
    explore: await first('/exploration', '/explore/'),
    course: await first('/course', '/course-details/'),
    testSeries: await first('/testseries', '/test-series/'),
    about: await first('/', '/about/'),
  };
}

const { embedded } = E2E.instances;
const MODES = [
  { mode: 'upstream', ...E2E.instances, reference: E2E.upstream.url, slugs: async () => FAKE_UPSTREAM_SLUGS },
  { mode: 'embedded', ...embedded, reference: E2E.embedded.url, slugs: embeddedSlugs },
] as const;

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
  // Every page uncached on the instances (and in Redis) for the first round.
  for (const { a } of MODES) await refreshSite(a.url);
});

// The next spec starts uncached too.
test.afterAll(() => refreshSite(E2E.instances.a.url));

for (const { mode, a, b, nginx, reference, slugs } of MODES) {
  test(`${mode} mode: every route answers on both instances and through nginx, uncached and cached, as without Redis`, async () => {
    test.setTimeout(300_000);
    for (const path of pages(await slugs())) {
      const expected = await answer(reference, path);
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

  test(`${mode} mode: the forms and the webhook refuse a broken body on both instances as without Redis`, async () => {
    let client = 10;
    const post = (base: string, path: string) =>
      answer(base, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client++}`, 'x-revalidate-secret': 'wrong' },
        body: '{',
      });
    for (const path of POSTS) {
      const expected = await post(reference, path);
      expect(expected.status, `${path} without Redis`).toBeGreaterThanOrEqual(400);
      expect(expected.status, `${path} without Redis`).toBeLessThan(500);
      for (const base of [a.url, b.url, nginx.url]) expect(await post(base, path), `${path} on ${base}`).toEqual(expected);
    }
  });
}

test("through nginx with TRUSTED_PROXIES unset, /api/health keeps its details from visitors (nginx's own address is loopback)", async () => {
  const health = async (url: string, headers: Record<string, string> = {}) =>
    Object.keys((await (await fetch(`${url}/api/health`, { headers })).json()) as Record<string, unknown>);
  // The embedded instances trust no proxy; asked directly from this machine, they give the details.
  expect(await health(embedded.a.url)).toContain('leads');
  expect(await health(embedded.nginx.url)).toEqual(['status']);
  expect(await health(embedded.a.url, { 'x-forwarded-for': '127.0.0.1' })).toEqual(['status']);
});
