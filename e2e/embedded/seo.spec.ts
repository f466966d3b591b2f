import { expect, test, type APIRequestContext } from '@/test-support/e2e/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { addDays, todayInIndia } from '../../lib/dates';
import { revalidate } from '@/test-support/e2e/revalidate';
import {
  expectHeadingsInOrder,
  fetchGzippedXml,
  fetchXml,
  headOf,
  jsonLdOf,
  nodeOf,
  parseXml,
  type JsonLdNode,
} from '@/test-support/e2e/seo';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import { E2E } from '../targets.mjs';

/*
 * What crawlers get from the embedded build, without JavaScript: metadata and JSON-LD of
 * each kind of page, the sitemaps, the news sitemap, the feeds, robots.txt, no soft 404s,
 * and the CMS webhook.
 */

type Item = Record<string, unknown>;
const s = (item: Item | undefined, key: string) => String(item?.[key] ?? '');

async function api(request: APIRequestContext, p: string): Promise<{ data: Item[]; total?: number }> {
  const response = await request.get(`/api/content${p}`);
  expect(response.status(), p).toBe(200);
  return (await response.json()) as { data: Item[]; total?: number };
}

/** Every item of a paged list of the contract. */
async function allPages(request: APIRequestContext, base: string): Promise<Item[]> {
  const first = await api(request, base);
  const pages = Math.ceil((first.total ?? 0) / 10);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => api(request, `${base}/${i + 2}`)));
  return [first, ...rest].flatMap((p) => p.data);
}

const types = (nodes: JsonLdNode[]) => nodes.map((n) => n['@type']);

test.describe('sitemaps, feeds and robots.txt', () => {
  test('robots.txt allows crawling and points at the sitemap index and the news sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((l) => l.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${baseURL}/news-sitemap.xml`);
    expect(lines.filter((l) => /^Disallow: \/\s*$/.test(l))).toEqual([]);
  });

  test('the sitemaps are well-formed and list every content URL of the embedded content with its date', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const index = await parseXml(page, await fetchXml(request, '/sitemap.xml'), 'sitemap');
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = index.records.map((r) => r.loc ?? '');
    expect(locs).toContain(`${baseURL}/news-sitemap.xml`);

    const listed = new Map<string, string | undefined>();
    for (const loc of locs.filter((l) => l.includes('/sitemaps/'))) {
      expect(loc).toMatch(new RegExp(`^${baseURL}/sitemaps/[a-z-]+-\\d+\\.xml\\.gz$`));
      const part = await parseXml(page, await fetchGzippedXml(request, new URL(loc).pathname), 'url');
      expect(part.root).toBe('urlset');
      expect(part.records.length).toBeGreaterThan(0);
      expect(part.records.length).toBeLessThan(50_000);
      const lastmods = part.records.map((r) => r.lastmod).filter(Boolean);
      // The index's date of a part is the newest date in it.
      expect(index.records.find((r) => r.loc === loc)?.lastmod).toBe(lastmods.length ? [...lastmods].sort().at(-1) : undefined);
      for (const r of part.records) {
        expect(listed.has(r.loc ?? ''), `${r.loc} listed once`).toBe(false);
        listed.set(r.loc ?? '', r.lastmod);
      }
    }
    for (const lastmod of listed.values()) if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const expectDated = (items: Item[], href: (i: Item) => string) => {
      for (const item of items) expect(listed.get(`${baseURL}${href(item)}`), href(item)).toBe(s(item, 'date'));
    };
    const [daily, articles, blogs, explorations, courses, branches] = await Promise.all([
      allPages(request, '/upsc-daily-current-affair'),
      allPages(request, '/articlesold'),
      allPages(request, '/blogs'),
      api(request, '/exploration'),
      api(request, '/course'),
      api(request, '/branches'),
    ]);
    expect(daily.length).toBeGreaterThan(10);
    expectDated(daily, (i) => `/upsc-daily-current-affairs/${s(i, 'articleurl')}/`);
    expectDated(articles, (i) => `/article/${s(i, 'articleurl')}/`);
    expectDated(blogs, (i) => `/blog/${s(i, 'blogurl')}`);
    expectDated(explorations.data, (i) => `/explore/${s(i, 'exploreurl')}`);
    for (const c of courses.data) {
      const p = c.coursetype === 'testseries' ? `/test-series/${s(c, 'courseurl')}` : `/course-details/${s(c, 'courseurl')}`;
      expect(listed.has(`${baseURL}${p}`), p).toBe(true);
    }
    for (const b of branches.data.slice(1)) expect(listed.has(`${baseURL}/${s(b, 'branchurl')}`)).toBe(true);
    expect(listed.has(`${baseURL}/${s(branches.data[0], 'branchurl')}`)).toBe(false);
    for (const p of [
      '/',
      '/course',
      '/testseries',
      '/blogs',
      '/upsc-daily-current-affair',
      '/articles',
      '/faq',
      '/about/about-us',
      '/upsc/referal-policy',
    ]) {
      expect(listed.has(new URL(p, baseURL).toString()), p).toBe(true);
    }
    for (const p of ['/error', '/thank-you', '/thanks']) expect(listed.has(`${baseURL}${p}`), p).toBe(false);
    expect(listed.get(`${baseURL}/blogs`)).toBe(s(blogs[0], 'date'));

    // A sample of every type answers 200 itself (no redirect, no /error).
    const byType = new Map<string, string[]>();
    for (const loc of listed.keys()) {
      const key = new URL(loc).pathname.split('/')[1] ?? '';
      byType.set(key, [...(byType.get(key) ?? []), loc]);
    }
    const sample = [...byType.values()].flatMap((l) => [l[0], l.at(-1)]).filter((l): l is string => !!l);
    for (const loc of new Set(sample)) expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200);
    expect((await request.get('/sitemaps/blogs-99.xml.gz')).status()).toBe(404);
    expect((await request.get('/sitemaps/nothing-1.xml.gz')).status()).toBe(404);
    expect((await request.get('/sitemaps/blogs-1.xml')).status()).toBe(404);
  });

  test('the news sitemap holds exactly the daily articles of the last two days', async ({ page, request, baseURL }) => {
    const news = await parseXml(page, await fetchXml(request, '/news-sitemap.xml'), 'url');
    // The sitemap is cached up to 5 minutes: in the first minutes past midnight in India it may still be the day before's.
    const sinceMidnightInIndia = (Date.now() + 5.5 * 3_600_000) % 86_400_000;
    const days = (day: string) => [day, addDays(day, -1)];
    const today =
      [todayInIndia(), ...(sinceMidnightInIndia < 10 * 60_000 ? [addDays(todayInIndia(), -1)] : [])].find((day) =>
        news.records.every((r) => days(day).includes(String(r['news:publication_date']))),
      ) ?? todayInIndia();
    const yesterday = addDays(today, -1);
    expect(news.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const expected = await allPages(request, `/upsc-daily-current-affair/${yesterday}/${today}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(news.records.length).toBe(Math.min(expected.length, 1000));
    expect(news.records.map((r) => r.loc)).toEqual(expected.map((a) => `${baseURL}/upsc-daily-current-affairs/${s(a, 'articleurl')}/`));
    for (const r of news.records) {
      expect([today, yesterday]).toContain(r['news:publication_date']);
      expect(r['news:name']).toBeTruthy();
      expect(r['news:language']).toBe('en');
    }
    expect(news.records.map((r) => r['news:title'])).toEqual(expected.map((a) => s(a, 'title')));
  });

  test('the RSS feeds are well-formed, list the newest items and are linked from the pages’ head', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    const feeds = [
      {
        path: '/feeds/upsc-daily-current-affairs.xml',
        list: '/upsc-daily-current-affair',
        href: (i: Item) => `/upsc-daily-current-affairs/${s(i, 'articleurl')}/`,
      },
      { path: '/feeds/blogs.xml', list: '/blogs', href: (i: Item) => `/blog/${s(i, 'blogurl')}` },
    ];
    for (const feed of feeds) {
      const xml = await fetchXml(request, feed.path, /^application\/rss\+xml; charset=utf-8$/);
      const rss = await parseXml(page, xml, 'item');
      expect(rss.root).toBe('rss');
      const channel = await parseXml(page, xml, 'channel');
      expect(channel.attributes[0]?.['atom:link@href']).toBe(`${baseURL}${feed.path}`);
      const newest = (await Promise.all([1, 2, 3].map((n) => api(request, `${feed.list}/${n}`)))).flatMap((p) => p.data);
      expect(rss.records.map((r) => r.link)).toEqual(newest.map((i) => `${baseURL}${feed.href(i)}`));
      expect(rss.records.map((r) => r.title)).toEqual(newest.map((i) => s(i, 'title')));
      for (const r of rss.records) expect(r.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 \+0530$/);
    }
    const home = await openWithoutJavaScript(browser, `${baseURL}/`);
    expect((await headOf(home)).feeds).toEqual([`${baseURL}${feeds[0]?.path}`, `${baseURL}${feeds[1]?.path}`]);
    await home.context().close();
  });
});

test.describe('metadata and structured data in the server HTML', () => {
  test('home: title, description, canonical, lang, the institute and each branch with its own @id', async ({
    browser,
    request,
    baseURL,
  }) => {
    const home = (await api(request, '/indexpagecontent')).data[0];
    const branches = (await api(request, '/branches')).data.slice(1);
    const page = await openWithoutJavaScript(browser, `${baseURL}/`);
    const head = await headOf(page);
    expect(head.title).toBe(s(home, 'metatitle'));
    expect(head.description).toBe(s(home, 'metadescription'));
    expect(new URL(head.canonical ?? '').href).toBe(`${baseURL}/`);
    expect(head.canonicalCount).toBe(1);
    expect(head.lang).toBe('en-IN');
    expect(head.robots).toBeNull();
    const nodes = await jsonLdOf(page);
    expect(types(nodes)).toEqual(expect.arrayContaining(['EducationalOrganization', 'WebSite']));
    const org = nodeOf<{ department: { '@id': string; telephone: string; address: { streetAddress: string } }[] }>(
      nodes,
      'EducationalOrganization',
    );
    expect(org.department.map((d) => d['@id'])).toEqual(branches.map((b) => `${baseURL}/${s(b, 'branchurl')}#branch`));
    expect(org.department.map((d) => d.address.streetAddress)).toEqual(branches.map((b) => s(b, 'address')));
    expect(org.department.map((d) => d.telephone)).toEqual(branches.map((b) => `+91${s(b, 'contact')}`));
    await page.context().close();
  });

  test('a page without a picture of its own shares the site’s card, a PNG social sites draw', async ({ browser, request, baseURL }) => {
    const branch = s((await api(request, '/branches')).data[1]!, 'branchurl');
    // The lists and the home page have no picture; a branch's demo picture is an SVG, which cards do not draw.
    for (const path of ['/', '/blogs', `/${branch}`]) {
      const page = await openWithoutJavaScript(browser, `${baseURL}${path}`);
      const { ogImage } = await headOf(page);
      expect(ogImage, path).toMatch(new RegExp(`^${baseURL}/opengraph-image`));
      await page.context().close();
      const card = await request.get(ogImage ?? '');
      expect(card.status(), path).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
    }
  });

  const details = [
    {
      kind: 'daily current-affairs article',
      share: 'daily',
      list: '/upsc-daily-current-affair',
      slug: 'articleurl',
      href: (u: string) => `/upsc-daily-current-affairs/${u}/`,
      title: 'title',
      body: 'content',
      type: 'NewsArticle',
    },
    {
      kind: 'article',
      share: 'articles',
      list: '/articlesold',
      slug: 'articleurl',
      href: (u: string) => `/article/${u}/`,
      title: 'question',
      body: 'answer',
      type: 'Article',
    },
    {
      kind: 'blog',
      share: 'blogs',
      list: '/blogs',
      slug: 'blogurl',
      href: (u: string) => `/blog/${u}`,
      title: 'title',
      body: 'content',
      type: 'BlogPosting',
    },
    {
      kind: 'exploration',
      share: 'explorations',
      list: '/exploration',
      slug: 'exploreurl',
      href: (u: string) => `/explore/${u}`,
      title: 'title',
      body: 'content',
      type: 'Article',
    },
  ];
  for (const d of details) {
    test(`${d.kind}: metadata, canonical, ${d.type} and breadcrumbs, full content, generated Open Graph image`, async ({
      browser,
      request,
      baseURL,
    }) => {
      // First renders of several pages: slow on a shared two-core machine.
      test.slow();
      const item = (await api(request, d.list)).data[2];
      const p = d.href(s(item, d.slug));
      const page = await openWithoutJavaScript(browser, `${baseURL}${p}`);
      const head = await headOf(page);
      // The CMS's metatitle exactly; the site's name only after a title of the site's own.
      expect(head.title).toBe(s(item, 'metatitle') || `${s(item, d.title)} | ${head.siteName}`);
      expect(head.description).toBe(s(item, 'metadescription'));
      expect(head.canonical).toBe(`${baseURL}${p}`);
      expect(head.robots).toBeNull();

      const nodes = await jsonLdOf(page);
      expect(types(nodes)).toEqual(expect.arrayContaining([d.type, 'BreadcrumbList']));
      // The institute's full node stands on the home page; here it is referred to by its @id.
      expect(types(nodes)).not.toContain('EducationalOrganization');
      const article = nodeOf<{ name: string; datePublished: string; url: string; image: string[]; publisher: { '@id': string } }>(
        nodes,
        d.type,
      );
      expect(article.publisher['@id']).toBe(`${baseURL}/#organization`);
      expect(article.name).toBe(s(item, d.title));
      expect(article.datePublished).toBe(`${s(item, 'date')}T00:00:00+05:30`);
      expect(article.url).toBe(`${baseURL}${p}`);
      const crumbs = nodeOf<{ itemListElement: { item: string }[] }>(nodes, 'BreadcrumbList');
      expect(crumbs.itemListElement.at(-1)?.item).toBe(`${baseURL}${p}`);

      // Full content in the server HTML, headings in order.
      await expect(page.locator('h1')).toHaveText(s(item, d.title));
      await expectHeadingsInOrder(page);
      // Its first and last words of body text are in the HTML (whitespace aside).
      const squash = (t: string) =>
        t
          .replace(/&amp;/g, '&')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/\s+/g, '');
      const bodyText = squash(s(item, d.body).replace(/<[^>]+>/g, ' '));
      expect(bodyText.length).toBeGreaterThan(200);
      const mainText = squash((await page.locator('main').textContent()) ?? '');
      expect(mainText).toContain(bodyText.slice(0, 80));
      expect(mainText).toContain(bodyText.slice(-80));

      // The Open Graph image is this page's generated PNG, rendered once and then cached.
      const share = `${baseURL}/share/${d.share}/${s(item, d.slug)}`;
      expect(head.ogImage).toBe(share);
      expect(article.image).toContain(share);
      const first = await request.get(head.ogImage ?? '');
      expect(first.status()).toBe(200);
      expect(first.headers()['content-type']).toBe('image/png');
      const second = await request.get(head.ogImage ?? '');
      expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      await page.context().close();
    });
  }

  test('course and test-series pages: metadata, Course with breadcrumbs, generated Open Graph image', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const courses = (await api(request, '/course')).data;
    for (const item of [courses.find((c) => c.coursetype === 'course'), courses.find((c) => c.coursetype === 'testseries')]) {
      const p = item?.coursetype === 'testseries' ? `/test-series/${s(item, 'courseurl')}` : `/course-details/${s(item, 'courseurl')}`;
      const page = await openWithoutJavaScript(browser, `${baseURL}${p}`);
      const head = await headOf(page);
      expect(head.title).toBe(s(item, 'metatitle') || `${s(item, 'coursename')} | ${head.siteName}`);
      expect(head.description).toBe(s(item, 'metadescription'));
      expect(head.canonical).toBe(`${baseURL}${p}`);
      expect(head.ogImage).toBe(`${baseURL}/share/${item?.coursetype === 'testseries' ? 'testseries' : 'courses'}/${s(item, 'courseurl')}`);
      const nodes = await jsonLdOf(page);
      const course = nodeOf<{ name: string; url: string; provider: { '@id': string } }>(nodes, 'Course');
      expect(course.name).toBe(s(item, 'coursename'));
      expect(course.url).toBe(`${baseURL}${p}`);
      expect(course.provider['@id']).toBe(`${baseURL}/#organization`);
      const crumbs = nodeOf<{ itemListElement: { item: string }[] }>(nodes, 'BreadcrumbList');
      expect(crumbs.itemListElement.map((e) => e.item)).toEqual([
        `${baseURL}/`,
        `${baseURL}${item?.coursetype === 'testseries' ? '/testseries' : '/course'}`,
        `${baseURL}${p}`,
      ]);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.context().close();
      const image = await request.get(head.ogImage ?? '');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('course lists carry an ItemList of their courses; branch pages a LocalBusiness; the FAQ an FAQPage', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const courses = (await api(request, '/course')).data;
    const list = await openWithoutJavaScript(browser, `${baseURL}/course`);
    expect((await headOf(list)).canonical).toBe(`${baseURL}/course`);
    const items = nodeOf<{ itemListElement: { position: number; url: string }[] }>(await jsonLdOf(list), 'ItemList');
    expect(items.itemListElement.map((e) => e.url)).toEqual(
      courses.filter((c) => c.coursetype === 'course').map((c) => `${baseURL}/course-details/${s(c, 'courseurl')}`),
    );
    await list.context().close();

    const branch = (await api(request, '/branches')).data[1];
    const branchPage = await openWithoutJavaScript(browser, `${baseURL}/${s(branch, 'branchurl')}`);
    expect((await headOf(branchPage)).canonical).toBe(`${baseURL}/${s(branch, 'branchurl')}`);
    const nodes = await jsonLdOf(branchPage);
    const business = nodeOf<{ '@id': string; telephone: string; address: { streetAddress: string } }>(nodes, 'LocalBusiness');
    expect(business['@id']).toBe(`${baseURL}/${s(branch, 'branchurl')}#branch`);
    expect(business.telephone).toBe(`+91${s(branch, 'contact')}`);
    expect(business.address.streetAddress).toBe(s(branch, 'address'));
    // The same node as in the institute's departments on the home page, which it names as its parent.
    const parent = nodeOf<{ parentOrganization: { '@id': string } }>(nodes, 'LocalBusiness').parentOrganization['@id'];
    const home = await openWithoutJavaScript(browser, `${baseURL}/`);
    const org = nodeOf<{ '@id': string; department: { '@id': string }[] }>(await jsonLdOf(home), 'EducationalOrganization');
    await home.context().close();
    expect(parent).toBe(org['@id']);
    expect(org.department.map((d) => d['@id'])).toContain(business['@id']);
    expect(types(nodes)).toContain('BreadcrumbList');
    await branchPage.context().close();

    const faq = (await api(request, '/faq')).data;
    const faqPage = await openWithoutJavaScript(browser, `${baseURL}/faq`);
    const questions = nodeOf<{ mainEntity: { name: string }[] }>(await jsonLdOf(faqPage), 'FAQPage');
    expect(questions.mainEntity.map((q) => q.name)).toEqual(faq.map((f) => s(f, 'question')));
    await faqPage.context().close();
  });

  test('list pages take their title and description from the SEO terms', async ({ browser, request, baseURL }) => {
    // First renders of several pages: slow on a shared two-core machine.
    test.slow();
    for (const [key, p] of [
      ['blogs', '/blogs'],
      ['upsc-daily-current-affair', '/upsc-daily-current-affair'],
      ['videos', '/videos'],
    ] as const) {
      const terms = (await api(request, `/seoterms/${key}`)).data[0];
      const page = await openWithoutJavaScript(browser, `${baseURL}${p}`);
      const head = await headOf(page);
      expect(head.title).toBe(s(terms, 'metatitle'));
      expect(head.description).toBe(s(terms, 'metadescription'));
      expect(head.canonical).toBe(`${baseURL}${p}`);
      await expect(page.locator('h1')).toHaveCount(1);
      const nodes = await jsonLdOf(page);
      if (p === '/videos') expect(types(nodes)).toContain('VideoObject');
      await page.context().close();
    }
  });
});

test.describe('no soft 404s', () => {
  test('a detail the API does not know ends on /error, which answers 404 and is not indexable', async ({ browser, request, baseURL }) => {
    // First renders of several pages: slow on a shared two-core machine.
    test.slow();
    for (const p of [
      '/blog/no-such-blog-seo',
      '/upsc-daily-current-affairs/no-such-article-seo/',
      '/article/no-such-article-seo/',
      '/explore/no-such-exploration-seo',
    ]) {
      const first = await request.get(p, { maxRedirects: 0 });
      expect([307, 308], p).toContain(first.status());
      expect(first.headers().location, p).toMatch(/\/error$/);
      expect((await request.get(p)).status(), `${p} followed`).toBe(404);
      const page = await openWithoutJavaScript(browser, `${baseURL}${p}`);
      expect(new URL(page.url()).pathname).toBe('/error');
      expect((await headOf(page)).robots).toMatch(/noindex/);
      await page.context().close();
    }
    for (const p of ['/share/blogs/no-such-blog-seo', '/share/courses/no-such-course-seo', '/share/no-such-kind/x']) {
      expect((await request.get(p)).status(), p).toBe(404);
    }
  });

  test('an unknown path answers 404 and is not indexable', async ({ browser, request, baseURL }) => {
    for (const p of ['/no-such-page-seo', '/blogs/extra/segments/here']) {
      expect((await request.get(p)).status(), p).toBe(404);
    }
    const page = await openWithoutJavaScript(browser, `${baseURL}/no-such-page-seo`);
    expect((await headOf(page)).robots).toMatch(/noindex/);
    await page.context().close();
  });

  test('a canonical URL has one address: the capitalised course path and the slash forms redirect to it', async ({ request }) => {
    const course = (await api(request, '/course')).data.find((c) => c.coursetype === 'course');
    const upper = await request.get(`/Course-details/${s(course, 'courseurl')}`, { maxRedirects: 0 });
    expect(upper.status()).toBe(308);
    expect(new URL(upper.headers().location ?? '', 'http://x').pathname).toBe(`/course-details/${s(course, 'courseurl')}`);
    const daily = (await api(request, '/upsc-daily-current-affair')).data[0];
    const noSlash = await request.get(`/upsc-daily-current-affairs/${s(daily, 'articleurl')}`, { maxRedirects: 0 });
    expect(noSlash.status()).toBe(308);
    expect(new URL(noSlash.headers().location ?? '', 'http://x').pathname).toBe(`/upsc-daily-current-affairs/${s(daily, 'articleurl')}/`);
  });
});

test.describe('the CMS webhook', () => {
  test('rejects a wrong or missing secret with 401', async ({ request }) => {
    expect((await revalidate(request, { tag: 'blogs' }, 'wrong-secret')).status()).toBe(401);
    const none = await request.post('/api/revalidate', { data: { tag: 'blogs' } });
    expect(none.status()).toBe(401);
  });

  test('refreshes a changed item within one request: its page and the list showing it', async ({ request }) => {
    // The oldest blog: on the last list page, outside the feed and the items other specs read.
    const blogs = await allPages(request, '/blogs');
    const blog = blogs.at(-1);
    if (!blog) throw new Error('no blogs');
    const slug = s(blog, 'blogurl');
    const listPage = `/blogs/page/${Math.ceil(blogs.length / 10)}`;
    // Fresh renders first (the webhook makes the next request render in the foreground), so no
    // background regeneration that read the old data can land after the change below.
    await revalidate(request, { tag: `blog:${slug}` });
    await revalidate(request, { tag: 'blogs' });
    expect(await (await request.get(`/blog/${slug}`)).text()).toContain(s(blog, 'title').slice(0, 30));
    expect(await (await request.get(listPage)).text()).toContain(`/blog/${slug}`);

    const db = new Database(path.resolve(String(E2E.embedded.env.CONTENT_DATA_DIR), 'content.sqlite'));
    db.pragma('busy_timeout = 10000');
    const row = db.prepare("SELECT data FROM items WHERE collection = 'blogs' AND slug = ?").get(slug) as { data: string };
    const changed = `Changed by the CMS & refreshed <now> ${Date.now()}`;
    const shown = 'Changed by the CMS &amp; refreshed &lt;now&gt;';
    try {
      db.prepare("UPDATE items SET data = ? WHERE collection = 'blogs' AND slug = ?").run(
        JSON.stringify({ ...JSON.parse(row.data), title: changed, metatitle: changed }),
        slug,
      );
      // Without the webhook the cached page stays.
      expect(await (await request.get(`/blog/${slug}`)).text()).not.toContain('Changed by the CMS');

      const answer = await revalidate(request, { tag: `blog:${slug}` });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({ revalidated: true, tag: `blog:${slug}` });
      expect(await (await request.get(`/blog/${slug}`)).text()).toContain(shown);

      // The list tag refreshes the lists that show it.
      expect(await (await request.get(listPage)).text()).not.toContain('Changed by the CMS');
      expect((await revalidate(request, { tag: 'blogs' })).status()).toBe(200);
      expect(await (await request.get(listPage)).text()).toContain(shown);
    } finally {
      db.prepare("UPDATE items SET data = ? WHERE collection = 'blogs' AND slug = ?").run(row.data, slug);
      db.close();
      await revalidate(request, { tag: `blog:${slug}` });
      await revalidate(request, { tag: 'blogs' });
    }
    expect(await (await request.get(`/blog/${slug}`)).text()).not.toContain('Changed by the CMS');
  });
});
