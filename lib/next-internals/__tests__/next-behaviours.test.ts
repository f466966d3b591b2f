/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import RouteCacheHandler from '../cache/route-cache-handler.mjs';
import { pathTags } from '../cache/shared-clock';

/*
 * The undocumented behaviour of Next that lib/next-internals relies on (README.md beside this
 * folder), checked against the installed `next`: an upgrade that changes one of them fails here,
 * not silently in what is served. This is the one file that reads Next's build folder on purpose
 * (by path, so __tests__/dependencies-as-published.test.ts's rule holds everywhere else): those
 * modules are what the behaviours live in, and a release that moves one must be looked at.
 */
const NEXT = path.dirname(require.resolve('next/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a module of Next's build folder, by path (see above)
const internal = (file: string) => require(path.join(NEXT, 'dist', file));
const source = (file: string) => readFileSync(path.join(NEXT, 'dist', file), 'utf8');

type Found = { isStale?: boolean | -1; value: unknown; cacheControl?: { revalidate: number | false } } | null;
type IncrementalCache = {
  cacheHandler: unknown;
  get(key: string, ctx: Record<string, unknown>): Promise<Found>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
};

function incrementalCache(CurCacheHandler: unknown, serverDistDir: string): IncrementalCache {
  const { IncrementalCache } = internal('server/lib/incremental-cache/index.js');
  return new IncrementalCache({
    fs: undefined,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 1234,
    previewProps: { previewModeId: 'preview', previewModeEncryptionKey: '', previewModeSigningKey: '' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
    CurCacheHandler,
  });
}

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>x</p>',
  rscData: undefined,
  status: 200,
  headers: { 'x-next-cache-tags': tags },
});
const pageCtx = { kind: 'APP_PAGE', route: { kind: 'APP_PAGE', sourceRoute: '/blog/[slug]/page' }, isFallback: false };

describe("Next's cache, as our handlers meet it", () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'next-behaviours-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('constructs a cacheHandler with serverDistDir, flushToDisk and maxMemoryCacheSize', () => {
    const seen: Record<string, unknown>[] = [];
    class Recording {
      constructor(ctx: Record<string, unknown>) {
        seen.push(ctx);
      }
    }
    incrementalCache(Recording, dir);
    expect(seen).toEqual([expect.objectContaining({ serverDistDir: dir, flushToDisk: true, maxMemoryCacheSize: 1234 })]);
  });

  it('judges a page by the cacheControl get returns, else by a 1 s default', async () => {
    // A page written by another process: this one never saw its period, so only get's answer tells it.
    const writtenElsewhere = (cacheControl?: { revalidate: number; expire: number }) =>
      incrementalCache(
        class {
          async get() {
            return { lastModified: Date.now() - 2000, value: page('blog:other'), cacheControl };
          }
        },
        dir,
      );
    expect((await writtenElsewhere().get('/blog/never-seen', pageCtx))?.isStale).toBe(true);
    expect((await writtenElsewhere({ revalidate: 60, expire: 3600 }).get('/blog/never-seen-either', pageCtx))?.isStale).toBeFalsy();
  });

  it('serves an entry stale when the handler backdates its lastModified (a tag revalidated with a lifetime)', async () => {
    const cache = incrementalCache(RouteCacheHandler, dir);
    await cache.set('/blog/kept', page('blog:kept'), { ...pageCtx, cacheControl: { revalidate: 60, expire: 3600 } });
    expect((await cache.get('/blog/kept', pageCtx))?.isStale).toBeFalsy();
    // Told to the handler alone: Next's own record of revalidated tags knows nothing of it.
    await (cache.cacheHandler as RouteCacheHandler).revalidateTag(['blog:kept'], { expire: 3600 });
    expect(await cache.get('/blog/kept', pageCtx)).toMatchObject({ isStale: true, value: page('blog:kept') });
  });

  it('passes a fetch lookup its implicit tags as softTags, and hands revalidateTag its durations', () => {
    expect(source('server/lib/patch-fetch.js')).toMatch(/incrementalCache\.get\(cacheKey, \{[^}]*softTags: implicitTags/);
    expect(source('server/web/spec-extension/unstable-cache.js')).toMatch(/softTags: implicitTags/);
    expect(source('server/lib/incremental-cache/index.js')).toMatch(/cacheHandler\.revalidateTag\(tags, durations\)/);
  });

  it('names the kinds of entry, the tags header and the implicit tags as our handlers read them', async () => {
    const { CachedRouteKind } = internal('server/response-cache/types.js');
    expect([CachedRouteKind.APP_PAGE, CachedRouteKind.APP_ROUTE, CachedRouteKind.PAGES, CachedRouteKind.FETCH]).toEqual([
      'APP_PAGE',
      'APP_ROUTE',
      'PAGES',
      'FETCH',
    ]);
    const constants = internal('lib/constants.js');
    expect(constants.NEXT_CACHE_TAGS_HEADER).toBe('x-next-cache-tags');
    // A page's and a route handler's answer carry their tags in that header of the entry they store.
    for (const template of ['build/templates/app-page-runtime.js', 'build/templates/app-route.js'])
      expect(source(template)).toMatch(/headers\[_constants\d*\.NEXT_CACHE_TAGS_HEADER\] = cacheTags/);
    const { getImplicitTags } = internal('server/lib/implicit-tags.js');
    const implicit = await getImplicitTags('/blog/[slug]/page', '/blog/x', null);
    expect(implicit.tags).toEqual(expect.arrayContaining(['_N_T_/layout', '_N_T_/blog/x']));
  });

  it('revalidatePath revalidates the tags pathTags names', async () => {
    const { revalidatePath } = await import('next/cache');
    const { workAsyncStorage } = internal('server/app-render/work-async-storage.external.js');
    const revalidated = (call: () => void) => {
      const store = { route: '/api/revalidate', incrementalCache: {}, pendingRevalidatedTags: [] as { tag: string }[] };
      workAsyncStorage.run(store, call);
      return store.pendingRevalidatedTags.map((item) => item.tag).sort();
    };
    expect(revalidated(() => revalidatePath('/blog/x'))).toEqual(pathTags('/blog/x').sort());
    expect(revalidated(() => revalidatePath('/'))).toEqual(pathTags('/').sort());
    expect(revalidated(() => revalidatePath('/', 'layout'))).toEqual(pathTags('/', 'layout'));
  });

  it('sets NEXT_PHASE while building, which the handlers read to store nothing then', () => {
    expect(PHASE_PRODUCTION_BUILD).toBe('phase-production-build');
    expect(source('build/index.js')).toMatch(/process\.env\.NEXT_PHASE = _constants\d*\.PHASE_PRODUCTION_BUILD/);
  });
});

describe("Next's build folder and requests, as the service worker meets them", () => {
  it('writes the build id to <distDir>/BUILD_ID and gives handlers <distDir>/server', () => {
    const { BUILD_ID_FILE, SERVER_DIRECTORY } = internal('shared/lib/constants.js');
    expect([BUILD_ID_FILE, SERVER_DIRECTORY]).toEqual(['BUILD_ID', 'server']);
  });

  it("marks an in-app navigation's RSC request with rsc: 1 and a prefetch with next-router-prefetch", () => {
    const headers = internal('client/components/app-router-headers.js');
    expect([headers.RSC_HEADER, headers.NEXT_ROUTER_PREFETCH_HEADER]).toEqual(['rsc', 'next-router-prefetch']);
    expect(source('client/components/router-reducer/fetch-server-response.js')).toMatch(/\[_approuterheaders\.RSC_HEADER\]: '1'/);
  });
});

describe("Next's client bootstrap, as bench/phone-profile.mjs meets it", () => {
  it('sets window.next in the App Router bootstrap, before hydrating', () => {
    expect(source('client/app-bootstrap.js')).toMatch(/window\.next = \{[^]*function appBootstrap\(hydrate\)/);
    expect(source('client/app-next-turbopack.js')).toMatch(/appBootstrap\)\(\(\)=>\{\s*const \{ hydrate \} = require\('\.\/app-index'\)/);
  });
});
