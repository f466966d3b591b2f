import { filterCatalogue, parseFilterSegments } from '../../catalogue';
import { createContentApi, type ContentApi } from '../../content/api';
import { createContentClient } from '../../content/client';
import { directTransport } from '../../content/embedded-transport';
import type { ContentRequest, Transport } from '../../content/transport';
import { walkPages } from '../../content/walk';
import { addDays } from '../../dates';
import { openContentDatabase } from '../../embedded-api/database';
import { createContentRouter } from '../../embedded-api/router';
import { createStore } from '../../embedded-api/store';
import { createSitemapSources, STATIC_PAGES, type SitemapDeps, type SitemapSources } from '../sitemap-sources';
import { daily } from '@/lib/content-types/writing';

jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

const TODAY = '2026-11-21';
const ORIGIN = 'http://localhost:3000';

/**
 * The embedded content of a fixed day through the content client, twice: as an API over HTTP
 * answers (one contract page a call, as with CONTENT_API_URL) and in-process (many pages of
 * addresses a call). Each records the calls it was asked.
 */
async function embedded(dailyArticles = 120) {
  const db = await openContentDatabase(':memory:', { today: TODAY, dailyArticles });
  const inProcess = directTransport(createContentRouter(createStore(db), { siteUrl: ORIGIN, today: () => TODAY }));
  const recorded = (transport: Transport) => {
    const calls: ContentRequest[] = [];
    return { calls, transport: (request: ContentRequest) => (calls.push(request), transport(request)) };
  };
  const overHttp = recorded(({ refPages: _oneAtATime, ...request }) => inProcess(request));
  const direct = recorded(inProcess);
  return {
    api: createContentApi(createContentClient(overHttp.transport)),
    calls: overHttp.calls,
    inProcessApi: createContentApi(createContentClient(direct.transport)),
    inProcessCalls: direct.calls,
  };
}

describe('walkPages', () => {
  it('returns the pages in order with bounded concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const items = await walkPages(
      async (page) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, (7 - page) * 3));
        inFlight--;
        return { items: [page * 10, page * 10 + 1] };
      },
      2,
      6,
      2,
    );
    expect(items).toEqual([20, 21, 30, 31, 40, 41, 50, 51, 60, 61]);
    expect(most).toBe(2);
    expect(await walkPages(async () => ({ items: [1] }), 3, 2)).toEqual([]);
  });
});

describe('sitemap sources', () => {
  let api: ContentApi;
  let calls: ContentRequest[];
  let inProcessCalls: ContentRequest[];
  let viaContract: SitemapSources;
  let inProcess: SitemapSources;
  beforeAll(async () => {
    const sources = await embedded(125);
    ({ api, calls, inProcessCalls } = sources);
    viaContract = createSitemapSources({ content: api, partSize: 50 });
    inProcess = createSitemapSources({ content: sources.inProcessApi, partSize: 50 });
  });

  it('lists every daily article, split into parts aligned on contract pages', async () => {
    const all = (await api.page(daily, { page: 1 })).total;
    expect(all).toBe(125);
    const parts = await Promise.all([1, 2, 3].map((n) => viaContract.part('daily-current-affairs', n)));
    expect(parts.map((p) => p?.length)).toEqual([50, 50, 25]);
    expect(await viaContract.part('daily-current-affairs', 4)).toBeUndefined();
    expect(await viaContract.part('daily-current-affairs', 0)).toBeUndefined();

    const urls = parts.flatMap((p) => p ?? []);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(125);
    expect(urls[0]?.loc).toMatch(new RegExp(`^${ORIGIN}/upsc-daily-current-affairs/[^/]+/$`));
    expect(urls[0]?.lastmod).toBe(TODAY);
    // Newest first, every URL with its real date.
    expect(urls.map((u) => u.lastmod)).toEqual([...urls.map((u) => u.lastmod)].sort().reverse());
  });

  it('walks only the pages of the part it builds', async () => {
    calls.length = 0;
    await viaContract.part('blogs', 1);
    const pages = calls.map((c) => /^\/blogs(?:\/(\d+))?$/.exec(c.path)).map((m) => Number(m?.[1] ?? 1));
    expect(Math.max(...pages)).toBeLessThanOrEqual(5);
  });

  it('reads a part in-process in one call of its pages', async () => {
    inProcessCalls.length = 0;
    await inProcess.sources.blogs.urls(1);
    expect(inProcessCalls.map((c) => [c.path, c.refPages])).toEqual([['/blogs', 5]]);
  });

  it('reads the same URLs from the embedded store as through the contract', async () => {
    for (const kind of ['daily-current-affairs', 'articles', 'blogs'] as const) {
      const a = await viaContract.part(kind, 1);
      const b = await inProcess.part(kind, 1);
      expect(b).toEqual(a);
      expect(await inProcess.sources[kind].count()).toBe(await viaContract.sources[kind].count());
    }
  });

  it('lists courses and test series by their canonical pages, branches without the pseudo-entry', async () => {
    // Parts of 50 URLs here: gather them all.
    const parts = Math.ceil((await viaContract.sources.courses.count()) / 50);
    expect(parts).toBeGreaterThan(1);
    const courses = (await Promise.all(Array.from({ length: parts }, (_, i) => viaContract.part('courses', i + 1)))).flatMap(
      (p) => p ?? [],
    );
    const all = await api.getCourses();
    const pages = courses.filter((u) => /\/(course-details|test-series)\//.test(u.loc));
    expect(pages).toHaveLength(all.length);
    // The filtered catalogue pages that list at least one course or test series.
    const catalogues = courses.map((u) => u.loc).filter((l) => /\/(course|testseries)\//.test(l));
    expect(catalogues).toContain(`${ORIGIN}/course/csat`);
    expect(catalogues).toContain(`${ORIGIN}/testseries/pune`);
    for (const loc of catalogues) {
      const [kind, ...segments] = new URL(loc).pathname.split('/').slice(1) as ['course' | 'testseries', ...string[]];
      const filter = parseFilterSegments(kind, segments);
      expect(filter && filterCatalogue(all, kind, filter).length).toBeGreaterThan(0);
    }
    expect(courses.some((u) => u.loc.startsWith(`${ORIGIN}/test-series/`))).toBe(true);
    expect(courses.some((u) => u.loc.startsWith(`${ORIGIN}/course-details/`))).toBe(true);
    expect(courses.every((u) => u.lastmod === undefined)).toBe(true);
    expect(new Set(courses.map((u) => u.loc)).size).toBe(courses.length);
    const branches = await viaContract.part('branches', 1);
    expect(branches?.map((u) => u.loc)).toEqual([
      `${ORIGIN}/old-rajinder-nagar`,
      `${ORIGIN}/mukherjee-nagar`,
      `${ORIGIN}/pune`,
      `${ORIGIN}/hyderabad`,
    ]);
  });

  it('lists the static pages and the about and policy pages the menus link', async () => {
    const pages = (await viaContract.part('pages', 1))?.map((u) => u.loc) ?? [];
    for (const p of STATIC_PAGES) expect(pages).toContain(new URL(p, ORIGIN).toString());
    expect(pages).toContain(`${ORIGIN}/about/about-us`);
    expect(pages).toContain(`${ORIGIN}/upsc/upsc-syllabus`);
    expect(pages).not.toContain(`${ORIGIN}/error`);
    expect(pages).not.toContain(`${ORIGIN}/thank-you`);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('builds an index of every part with its latest date', async () => {
    const index = await viaContract.index();
    const daily = index.filter((e) => e.kind === 'daily-current-affairs');
    expect(daily.map((e) => e.part)).toEqual([1, 2, 3]);
    expect(daily[0]?.lastmod).toBe(TODAY);
    expect(index.find((e) => e.kind === 'courses')).toEqual({ kind: 'courses', part: 1 });
    expect(await inProcess.index()).toEqual(index);
  });

  it('refuses a part size the protocol or the paging cannot take', () => {
    expect(() => createSitemapSources({ content: api, partSize: 55 })).toThrow();
    expect(() => createSitemapSources({ content: api, partSize: 50_010 })).toThrow();
  });
});

describe('news sitemap entries', () => {
  it('holds the daily articles of today and yesterday only, newest first', async () => {
    const { api } = await embedded();
    const news = await createSitemapSources({ content: api }).news(TODAY);
    const expected = (await api.page(daily, { from: addDays(TODAY, -1), to: TODAY, page: 1 })).total;
    expect(news.length).toBe(expected);
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((n) => n.publicationDate === TODAY || n.publicationDate === addDays(TODAY, -1))).toBe(true);
    expect(news[0]?.publicationDate).toBe(TODAY);
  });

  it('stops at 1,000 articles', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ articleurl: `a${i}`, title: 't', date: TODAY, keywords: [] }));
    const content = {
      page: jest.fn(async () => ({ items, total: 5000, page: 1, pageSize: 10 })),
    } as unknown as SitemapDeps['content'];
    const news = await createSitemapSources({ content }).news(TODAY);
    expect(news).toHaveLength(1000);
    expect(content.page).toHaveBeenCalledTimes(100);
  });
});
