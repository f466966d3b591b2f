import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { isAddressAnswer } from '../address-answer.mjs';
import RouteCacheHandler from '../route-cache-handler.mjs';

/* The cache of one instance: content pages on disk and in memory, never the redirect or 404 any invented address renders. */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

let unique = 0;
const key = (name: string) => `/${name}-${++unique}`;

// No memory: every read comes from the file, as in a fresh process.
function onDisk() {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'route-cache-'));
  dirs.push(serverDistDir);
  return { serverDistDir, cache: new RouteCacheHandler({ serverDistDir, maxMemoryCacheSize: 0 }) };
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const page = (status: number, headers: Record<string, string> = {}) => ({
  kind: 'APP_PAGE',
  html: '<!doctype html><p>पृष्ठ page</p>',
  rscData: Buffer.from('0:{}'),
  headers,
  status,
  postponed: undefined,
  segmentData: new Map([['/_index', Buffer.from('1:{}')]]),
});
const ctx = { cacheControl: { revalidate: 120, expire: 31_536_000 } };
const pageCtx = { kind: 'APP_PAGE' };
// Revalidation times and render starts are compared by the millisecond: these steps must not share one.
const tick = () => new Promise((r) => setTimeout(r, 5));
/** How old the entry says it is, read after the handler's own clock (it dates a stale entry back from its now). */
const ageOf = async (cache: RouteCacheHandler, k: string) => {
  const entry = await cache.get(k, pageCtx);
  return Date.now() - entry!.lastModified;
};

describe('route cache handler', () => {
  it('writes nothing for the /error redirect of an unknown slug', async () => {
    const { serverDistDir, cache } = onDisk();
    const k = key('blog/zz-random');
    await cache.set(k, page(307, { location: '/error' }), ctx);
    expect(await cache.get(k, pageCtx)).toBeNull();
    expect(files(serverDistDir)).toEqual([]);
  });

  it('writes nothing for a 404 page of an invented address', async () => {
    const { serverDistDir, cache } = onDisk();
    await cache.set(key('blogs/page/99999'), page(404), ctx);
    expect(files(serverDistDir)).toEqual([]);
  });

  it('keeps what the build prerenders, redirects included', async () => {
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      const { serverDistDir, cache } = onDisk();
      await cache.set(key('old-address'), page(308, { location: '/new' }), ctx);
      expect(files(serverDistDir)).toHaveLength(1);
    } finally {
      process.env.NEXT_PHASE = phase;
    }
  });

  it('gives a content page back from its file, bytes and segments intact, to a handler started later', async () => {
    const { serverDistDir, cache } = onDisk();
    const k = key('blog/real-post');
    const before = Date.now();
    await cache.set(k, page(200, { 'x-next-cache-tags': 'blogs' }), ctx);
    const later = new RouteCacheHandler({ serverDistDir, maxMemoryCacheSize: 0 });
    const found = await later.get(k, pageCtx);
    expect(found?.lastModified).toBeGreaterThanOrEqual(before);
    expect(found?.value).toEqual(page(200, { 'x-next-cache-tags': 'blogs' }));
    // Its own period, or Next would judge a page rendered at run time by a 1 s default after a restart.
    expect(found?.cacheControl).toEqual(ctx.cacheControl);
    expect(Buffer.isBuffer(found?.value.rscData)).toBe(true);
    expect(await later.get(key('blog/never-written'), pageCtx)).toBeNull();
  });

  it('keeps entries in memory only when Next says not to flush to disk', async () => {
    const serverDistDir = mkdtempSync(path.join(tmpdir(), 'route-cache-'));
    dirs.push(serverDistDir);
    const cache = new RouteCacheHandler({ serverDistDir, flushToDisk: false });
    const k = key('memory-only');
    await cache.set(k, page(200), ctx);
    expect((await cache.get(k, pageCtx))?.value.status).toBe(200);
    expect(files(serverDistDir)).toEqual([]);
  });

  it('drops the old copy of a page that now redirects or is not found, keeps it while the page fails', async () => {
    const { cache } = onDisk();
    const [moved, deleted, failing] = [key('moved'), key('deleted'), key('failing')];
    for (const k of [moved, deleted, failing]) await cache.set(k, page(200), ctx);
    await cache.set(moved, page(308, { location: '/new' }), ctx);
    await cache.set(deleted, page(404), ctx);
    await cache.set(failing, page(500), ctx);
    expect(await cache.get(moved, pageCtx)).toBeNull();
    expect(await cache.get(deleted, pageCtx)).toBeNull();
    expect((await cache.get(failing, pageCtx))?.value.status).toBe(200);
  });

  it("never gives one key's entry for another, though the file name matches", async () => {
    const { cache } = onDisk();
    const [a, b] = [key('a'), key('b')];
    await cache.set(a, page(200), ctx);
    copyFileSync(cache.fileOf(a), cache.fileOf(b));
    expect(await cache.get(b, pageCtx)).toBeNull();
    expect(await cache.get(a, pageCtx)).not.toBeNull();
  });

  it('a file it cannot read is a miss, and is left alone', async () => {
    const { cache } = onDisk();
    const k = key('unreadable');
    mkdirSync(cache.fileOf(k), { recursive: true });
    expect(await cache.get(k, pageCtx)).toBeNull();
    expect(existsSync(cache.fileOf(k))).toBe(true);
  });

  it('a write that fails leaves no partial file behind', async () => {
    const { serverDistDir, cache } = onDisk();
    const k = key('blocked');
    mkdirSync(path.join(cache.fileOf(k), 'in-the-way'), { recursive: true });
    await expect(cache.set(k, page(200), ctx)).rejects.toThrow();
    expect(files(serverDistDir)).toEqual([]);
  });

  it('forgets an entry Next sets to nothing', async () => {
    const { serverDistDir, cache } = onDisk();
    const k = key('gone');
    await cache.set(k, page(200), ctx);
    await cache.set(k, null, ctx);
    expect(await cache.get(k, pageCtx)).toBeNull();
    expect(files(serverDistDir)).toEqual([]);
  });

  it('treats a torn file as a miss and removes it', async () => {
    const { serverDistDir, cache } = onDisk();
    const k = key('torn');
    await cache.set(k, page(200), ctx);
    const [file] = files(serverDistDir);
    writeFileSync(file!, 'not gzip');
    expect(await cache.get(k, pageCtx)).toBeNull();
    expect(files(serverDistDir)).toEqual([]);
  });

  it('drops an entry whose tag, own or implicit, is revalidated to expire now', async () => {
    const { cache } = onDisk();
    const tagged = key('tagged');
    const pathed = key('pathed');
    await cache.set(tagged, page(200, { 'x-next-cache-tags': 'courses-1,_N_T_/x' }), ctx);
    await cache.set(pathed, page(200), ctx);
    await cache.revalidateTag('courses-1', { expire: 0 });
    await cache.revalidateTag(['_N_T_/pathed-layout']);
    expect(await cache.get(tagged, pageCtx)).toBeNull();
    expect(await cache.get(pathed, { kind: 'APP_PAGE', softTags: ['_N_T_/pathed-layout'] })).toBeNull();
  });

  it('hands over an entry whose tag is revalidated with a lifetime as stale, so it is served while rendering afresh', async () => {
    const { cache } = onDisk();
    const k = key('home');
    await cache.set(k, page(200, { 'x-next-cache-tags': 'indexpagecontent-1' }), ctx);
    const fetchKey = key('fetch');
    const data = { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200, url: 'http://api/x' }, revalidate: 300 };
    await cache.set(fetchKey, data, { kind: 'FETCH', tags: ['indexpagecontent-1'] });
    await cache.revalidateTag('indexpagecontent-1', { expire: 31_536_000 });
    const stale = await cache.get(k, pageCtx);
    expect(stale?.value.html).toBe(page(200).html);
    expect(Date.now() - stale!.lastModified).toBeGreaterThanOrEqual(120_000);
    const staleData = await cache.get(fetchKey, { kind: 'FETCH', tags: ['indexpagecontent-1'] });
    expect(staleData?.value).toEqual(data);
    expect(Date.now() - staleData!.lastModified).toBeGreaterThan(300_000);
  });

  it('keeps an entry written after its tag was revalidated', async () => {
    const { cache } = onDisk();
    await cache.revalidateTag('blogs-2', { expire: 0 });
    await tick();
    const k = key('fresh');
    await cache.set(k, page(200, { 'x-next-cache-tags': 'blogs-2' }), ctx);
    expect((await cache.get(k, pageCtx))?.value.status).toBe(200);
  });

  it('serves a render that began before a revalidation and ended after it as stale: shown, and rendered afresh', async () => {
    const { cache } = onDisk();
    const k = key('racing');
    expect(await cache.get(k, pageCtx)).toBeNull();
    await tick();
    await cache.revalidateTag('videos-3', { expire: 0 });
    await tick();
    await cache.set(k, page(200, { 'x-next-cache-tags': 'videos-3' }), ctx);
    expect(await ageOf(cache, k)).toBeGreaterThanOrEqual(120_000);
    // The render that stale hit starts begins after the edit: fresh.
    await tick();
    await cache.set(k, page(200, { 'x-next-cache-tags': 'videos-3' }), ctx);
    expect(await ageOf(cache, k)).toBeLessThan(120_000);
  });

  it('drops a data answer read before an edit, though stored after it', async () => {
    const { cache } = onDisk();
    const k = key('fetch-racing');
    const fetchCtx = { kind: 'FETCH', tags: ['courses-7'] };
    expect(await cache.get(k, fetchCtx)).toBeNull();
    await tick();
    await cache.revalidateTag('courses-7', { expire: 0 });
    await tick();
    await cache.set(k, { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200, url: 'u' }, revalidate: 300 }, fetchCtx);
    expect(await cache.get(k, fetchCtx)).toBeNull();
  });

  it('drops an entry stored before the edit', async () => {
    const { cache } = onDisk();
    const k = key('stored-before');
    await cache.set(k, page(200, { 'x-next-cache-tags': 'videos-6' }), ctx);
    await tick();
    await cache.revalidateTag('videos-6', { expire: 0 });
    expect(await cache.get(k, pageCtx)).toBeNull();
  });

  it('keeps a page rendered after an edit, though it was viewed just before the edit', async () => {
    const { cache } = onDisk();
    const k = key('viewed');
    await cache.set(k, page(200, { 'x-next-cache-tags': 'faq-4' }), ctx);
    expect(await cache.get(k, pageCtx)).not.toBeNull();
    await tick();
    await cache.revalidateTag('faq-4', { expire: 0 });
    await tick();
    expect(await cache.get(k, pageCtx)).toBeNull();
    await cache.set(k, page(200, { 'x-next-cache-tags': 'faq-4' }), ctx);
    expect((await cache.get(k, pageCtx))?.value.status).toBe(200);
  });

  it('dates the render that follows a hit past its revalidate period from that hit', async () => {
    const { cache } = onDisk();
    const k = key('due');
    await cache.set(k, page(200, { 'x-next-cache-tags': 'blogs-5' }), { cacheControl: { revalidate: 0.001, expire: 60 } });
    await tick();
    expect(await cache.get(k, pageCtx)).not.toBeNull();
    await tick();
    await cache.revalidateTag('blogs-5', { expire: 0 });
    await tick();
    await cache.set(k, page(200, { 'x-next-cache-tags': 'blogs-5' }), ctx);
    expect(await ageOf(cache, k)).toBeGreaterThanOrEqual(120_000);
  });

  it('keeps memory within its budget, least recently used out first', async () => {
    const [a, b, c] = [key('a'), key('b'), key('c')];
    const one = serialize({ key: a, lastModified: Date.now(), value: page(200), tags: [], cacheControl: ctx.cacheControl }).length;
    const cache = new RouteCacheHandler({ maxMemoryCacheSize: Math.floor(one * 2.5) });
    await cache.set(a, page(200), ctx);
    await cache.set(b, page(200), ctx);
    expect(await cache.get(a, pageCtx)).not.toBeNull();
    await cache.set(c, page(200), ctx);
    expect(await cache.get(b, pageCtx)).toBeNull();
    expect(await cache.get(a, pageCtx)).not.toBeNull();
    expect(await cache.get(c, pageCtx)).not.toBeNull();
  });

  it.each([
    ['/blog/x', { kind: 'APP_PAGE', status: 307 }, true],
    ['/blog/x', { kind: 'APP_PAGE', status: 308 }, true],
    ['/x', { kind: 'APP_ROUTE', status: 404 }, true],
    ['/feeds/blogs.xml', { kind: 'APP_ROUTE', status: 503 }, true],
    ['/_not-found', { kind: 'APP_PAGE', status: 404 }, false],
    ['/blog/x', { kind: 'APP_PAGE', status: 200 }, false],
    ['/blog/x', { kind: 'APP_PAGE' }, false],
    ['fetch-key', { kind: 'FETCH', status: 404 }, false],
  ])('%s %j is an answer of the address alone: %s', (k, data, expected) => {
    expect(isAddressAnswer(k, data)).toBe(expected);
  });
});
