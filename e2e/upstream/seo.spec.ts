import { expect, test } from '@/test-support/e2e/test';
import { addDays, todayInIndia } from '../../lib/dates';
import { revalidate } from '@/test-support/e2e/revalidate';
import { fetchGzippedXml, fetchXml, headOf, jsonLdOf, nodeOf, parseXml } from '@/test-support/e2e/seo';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import { refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/*
 * The crawler documents on the institute's API (the fake upstream, paged by 10): its edge
 * cases (`<`, `&`, Devanagari, emoji, 200-character titles) must leave the XML well-formed
 * and the JSON-LD parseable; the webhook refreshes a changed item in one request.
 */

/** Values of test-support/fake-upstream/fixtures-edge.mjs. */
const HINDI_TEXT = 'भारतीय संविधान की “प्रस्तावना” — फ़ेक हिंदी लेख 🇮🇳📚';
const TEXT_EDGE = 'Fake <b>not bold</b> & < text';
const LONG_TITLE =
  'Fake Long Title: ' +
  'the constitutional, economic, environmental and geopolitical dimensions of India’s federal structure explained '.repeat(3).trim();

test.beforeEach(async () => {
  await resetUpstream();
});
test.afterAll(async ({ baseURL }) => {
  await resetUpstream();
  await refreshSite(baseURL ?? '');
});

test('sitemaps walk the paged lists and stay well-formed', async ({ page, request, baseURL }) => {
  const index = await parseXml(page, await fetchXml(request, '/sitemap.xml'), 'sitemap');
  const listed: string[] = [];
  for (const loc of index.records.map((r) => r.loc ?? '').filter((l) => l.includes('/sitemaps/'))) {
    const part = await parseXml(page, await fetchGzippedXml(request, new URL(loc).pathname), 'url');
    listed.push(...part.records.map((r) => r.loc ?? ''));
  }
  for (const slug of ['fake-daily-today-hostile-html', 'fake-daily-hindi', 'fake-daily-text-edge']) {
    expect(listed).toContain(`${baseURL}/upsc-daily-current-affairs/${slug}/`);
  }
  // 23 daily articles over three contract pages, 12 blogs over two.
  expect(listed.filter((l) => l.includes('/upsc-daily-current-affairs/'))).toHaveLength(23);
  expect(listed.filter((l) => l.includes('/blog/'))).toHaveLength(12);
  expect(new Set(listed).size).toBe(listed.length);
});

test('the news sitemap and the feeds carry hostile and Hindi titles literally, in well-formed XML', async ({ page, request }) => {
  const today = todayInIndia();
  const news = await parseXml(page, await fetchXml(request, '/news-sitemap.xml'), 'url');
  expect(news.records).toHaveLength(5);
  for (const r of news.records) expect([today, addDays(today, -1)]).toContain(r['news:publication_date']);
  const titles = news.records.map((r) => r['news:title']);
  expect(titles).toContain(`Fake Daily ${TEXT_EDGE}`);
  expect(titles).toContain(`Fake Daily ${HINDI_TEXT}`);
  expect(titles).toContain(`Fake Daily ${LONG_TITLE}`);

  const feed = await parseXml(page, await fetchXml(request, '/feeds/blogs.xml', /^application\/rss\+xml/), 'item');
  expect(feed.records.map((r) => r.title)).toEqual(expect.arrayContaining([`Fake Blog ${TEXT_EDGE}`, `Fake Blog ${HINDI_TEXT}`]));
  const daily = await parseXml(page, await fetchXml(request, '/feeds/upsc-daily-current-affairs.xml', /^application\/rss\+xml/), 'item');
  expect(daily.records).toHaveLength(23);
});

test('JSON-LD of an edge-case page parses, holds the literal title and cannot break out of its script', async ({
  browser,
  request,
  baseURL,
}) => {
  const page = await openWithoutJavaScript(browser, `${baseURL}/upsc-daily-current-affairs/fake-daily-text-edge/`);
  const html = await (await request.get('/upsc-daily-current-affairs/fake-daily-text-edge/')).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).not.toContain('<');
  const nodes = await jsonLdOf(page);
  const article = nodeOf<{ name: string; headline: string }>(nodes, 'NewsArticle');
  expect(article.name).toBe(`Fake Daily ${TEXT_EDGE}`);
  await page.context().close();

  const long = await openWithoutJavaScript(browser, `${baseURL}/blog/fake-blog-long-title`);
  const posting = nodeOf<{ headline: string; name: string }>(await jsonLdOf(long), 'BlogPosting');
  expect(posting.name).toBe(`Fake Blog ${LONG_TITLE}`);
  expect(posting.headline.length).toBeLessThanOrEqual(110);
  await long.context().close();
});

test('Open Graph images render for Hindi and long titles without the network', async ({ browser, request, baseURL }) => {
  // First renders of two pages and their images: slow on a shared two-core machine.
  test.slow();
  for (const p of ['/upsc-daily-current-affairs/fake-daily-hindi/', '/blog/fake-blog-long-title']) {
    const page = await openWithoutJavaScript(browser, `${baseURL}${p}`);
    const { ogImage } = await headOf(page);
    await page.context().close();
    const image = await request.get(ogImage ?? '');
    expect(image.status(), p).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).length).toBeGreaterThan(5_000);
  }
});

test('the webhook refreshes a changed item within one request', async ({ request }) => {
  const slug = 'fake-blog-text-edge';
  expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
  // The CMS removes every item (the fake upstream's 'empty' scenario answers 404 for details).
  await setUpstream({ scenario: 'empty' });
  expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
  expect((await revalidate(request, { tag: `blog:${slug}` })).status()).toBe(200);
  const gone = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect([307, 308]).toContain(gone.status());
  expect(gone.headers().location).toMatch(/\/error$/);

  await resetUpstream();
  expect((await revalidate(request, { tag: `blog:${slug}` })).status()).toBe(200);
  expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
  expect((await revalidate(request, { tag: `blog:${slug}` }, 'not-the-secret')).status()).toBe(401);
});
