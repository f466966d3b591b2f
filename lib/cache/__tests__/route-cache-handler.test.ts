import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { isAddressAnswer } from '../address-answer.mjs';
import RouteCacheHandler from '../route-cache-handler.mjs';

/* The ISR cache keeps content pages on disk, never the redirect or 404 any invented address renders. */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function handler() {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'route-cache-'));
  dirs.push(serverDistDir);
  return { serverDistDir, cache: new RouteCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 0 }) };
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

const page = (status: number, headers: Record<string, string> = {}) => ({
  kind: 'APP_PAGE',
  html: '<!doctype html><p>page</p>',
  rscData: Buffer.from('0:{}'),
  headers,
  status,
  postponed: undefined,
  segmentData: undefined,
});
const ctx = { cacheControl: { revalidate: 120, expire: 31_536_000 } };

describe('route cache handler', () => {
  it('writes nothing for the /error redirect of an unknown slug', async () => {
    const { serverDistDir, cache } = handler();
    await cache.set('/blog/zz-random', page(307, { location: '/error' }), ctx);
    expect(await cache.get('/blog/zz-random', { kind: 'APP_PAGE' })).toBeNull();
    expect(files(serverDistDir)).toEqual([]);
  });

  it('writes nothing for a 404 page of an invented address', async () => {
    const { serverDistDir, cache } = handler();
    await cache.set('/blogs/page/99999', page(404), ctx);
    expect(files(serverDistDir)).toEqual([]);
  });

  it('stores a content page as Next does', async () => {
    const { serverDistDir, cache } = handler();
    await cache.set('/blog/real-post', page(200), ctx);
    expect(files(serverDistDir).some((f) => f.endsWith('.html'))).toBe(true);
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
  ])('%s %j is an answer of the address alone: %s', (key, data, expected) => {
    expect(isAddressAnswer(key, data)).toBe(expected);
  });
});
