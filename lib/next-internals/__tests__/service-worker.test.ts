/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { OFFLINE } from '@/lib/offline/config';
import { composeWorker } from '../worker-script';

/*
 * The worker's rules, run in a sandbox with the worker's globals: which requests it answers,
 * which it leaves to the network, what it keeps of a page and how it bounds its caches.
 * The browser behaviour (offline reloads, saving) is in e2e/embedded/offline.spec.ts.
 */
const ORIGIN = 'https://www.example.in';
type Listener = (event: unknown) => void;
const emptyCache = { match: async () => undefined, keys: async () => [], put: async () => undefined, delete: async () => false };
/** The worker's top-level functions, which the sandbox exposes. */
type WorkerScope = {
  pageKey(url: URL): string;
  filesOf(html: string): { assets: string[]; pictures: string[] };
  titleOf(html: string): string;
  trim(cache: unknown, limit: number): Promise<void>;
  keepable(response: { status: number; type: string; redirected: boolean; headers: Headers }): boolean;
};
type FakeRequest = { method: string; url: string; mode: string; destination: string; headers: Headers };

type Network = { fetch?: (...args: unknown[]) => Promise<Response>; caches?: unknown };

function loadWorker({
  // No network and nothing kept.
  fetch = () => Promise.reject(new TypeError('Failed to fetch')),
  caches = { open: async () => emptyCache, match: async () => undefined },
}: Network = {}) {
  const listeners: Record<string, Listener> = {};
  const context = vm.createContext({
    self: {
      addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
      location: { origin: ORIGIN },
      skipWaiting: () => undefined,
    },
    URL,
    Headers,
    Response,
    fetch,
    caches,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms).unref(),
  });
  const source = readFileSync(path.join(__dirname, '..', 'service-worker.js'), 'utf8');
  vm.runInContext(composeWorker('build-1', source), context);
  return { listeners, context: context as unknown as WorkerScope };
}

function fetchEvent(request: Partial<FakeRequest> & { url: string }) {
  const event = {
    request: { method: 'GET', mode: 'cors', destination: '', headers: new Headers(), ...request },
    respondWith: jest.fn(),
    waitUntil: jest.fn(),
  };
  return event;
}

describe('the service worker', () => {
  const { listeners, context } = loadWorker();
  const dispatch = (request: Partial<FakeRequest> & { url: string }) => {
    const event = fetchEvent(request);
    listeners.fetch?.(event);
    return event;
  };

  it('leaves form posts, the API, the webhook and other sites to the network, untouched', () => {
    const untouched = [
      { method: 'POST', url: `${ORIGIN}/api/enquiry` },
      { method: 'POST', url: `${ORIGIN}/api/revalidate` },
      { method: 'POST', url: `${ORIGIN}/contact-us`, mode: 'navigate' },
      { url: `${ORIGIN}/api/lists/daily?page=2` },
      { url: `${ORIGIN}/api/content/upsc-daily-current-affair`, mode: 'navigate' },
      { url: `${ORIGIN}/api/health`, headers: new Headers({ [OFFLINE.headers.keep]: '1' }) },
      { url: 'https://www.google-analytics.com/g/collect', destination: 'image' },
      { url: `${ORIGIN}${OFFLINE.workerPath}` },
    ];
    for (const request of untouched) {
      const event = dispatch(request);
      expect([request.url, event.respondWith.mock.calls.length, event.waitUntil.mock.calls.length]).toEqual([request.url, 0, 0]);
    }
  });

  it('answers page navigations, build files, pictures and keep requests', () => {
    for (const request of [
      { url: `${ORIGIN}/upsc-daily-current-affairs/some-article/`, mode: 'navigate' },
      { url: `${ORIGIN}/_next/static/chunks/abc.js`, destination: 'script' },
      { url: `${ORIGIN}/_next/image?url=%2Fdemo%2Fa.png&w=828&q=75`, destination: 'image' },
      { url: `${ORIGIN}/blog/x`, headers: new Headers({ [OFFLINE.headers.keep]: '1' }) },
    ]) {
      expect([request.url, dispatch(request).respondWith.mock.calls.length]).toEqual([request.url, 1]);
    }
  });

  it('offline, with neither a kept copy nor the offline page, a navigation still gets an answer (503), never a browser error', async () => {
    const event = dispatch({ url: `${ORIGIN}/faq`, mode: 'navigate' });
    const answer = (await event.respondWith.mock.calls[0][0]) as Response;
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe('You are offline.');
  });

  it('keeps the HTML behind an in-app navigation, but not behind a prefetch', () => {
    expect(dispatch({ url: `${ORIGIN}/blogs?_rsc=1x`, headers: new Headers({ rsc: '1' }) }).waitUntil).toHaveBeenCalledTimes(1);
    const prefetch = dispatch({ url: `${ORIGIN}/blogs?_rsc=1x`, headers: new Headers({ rsc: '1', 'next-router-prefetch': '1' }) });
    expect(prefetch.waitUntil).not.toHaveBeenCalled();
    expect(prefetch.respondWith).not.toHaveBeenCalled();
  });

  it('keeps only the page it was asked for: never the page a redirect led to (a deleted article’s /error)', () => {
    const html = { status: 200, type: 'basic', headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }) };
    expect(context.keepable({ ...html, redirected: false })).toBe(true);
    expect(context.keepable({ ...html, redirected: true })).toBe(false);
    expect(context.keepable({ ...html, redirected: false, status: 0, type: 'opaqueredirect' })).toBe(false);
  });

  it('keeps a page by its path: a query string only feeds the page’s islands', () => {
    expect(context.pageKey(new URL(`${ORIGIN}/upsc-daily-current-affair?from=2026-11-01&to=2026-11-20`))).toBe(
      `${ORIGIN}/upsc-daily-current-affair`,
    );
  });

  it('finds a page’s build files and one picture per <img>, a phone-sized one of a srcset', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/b.js" async></script>' +
      '<script src="/_next/static/chunks/c.js" async=""></script>' +
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font"/>' +
      '<img alt="" srcset="/_next/image?url=%2Fp.png&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fp.png&amp;w=828&amp;q=75 828w, /_next/image?url=%2Fp.png&amp;w=1200&amp;q=75 1200w" src="/_next/image?url=%2Fp.png&amp;w=1200&amp;q=75"/>' +
      '<img src="/demo/icons/new.svg" alt=""/><img src="https://cdn.example.org/x.png" alt=""/>';
    const files = context.filesOf(html);
    expect(files.assets).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
      '/_next/static/media/font.woff2',
    ]);
    expect(files.pictures).toEqual([`${ORIGIN}/_next/image?url=%2Fp.png&w=828&q=75`, `${ORIGIN}/demo/icons/new.svg`]);
  });

  it('names a kept page by its Open Graph title, without the site’s name', () => {
    const html = '<title>Gist | UPSC | Sankalp IAS Academy</title><meta property="og:title" content="Gist &amp; more | UPSC"/>';
    expect(context.titleOf(html)).toBe('Gist & more | UPSC');
    expect(context.titleOf('<title>Only &#x27;this&#x27;</title>')).toBe("Only 'this'");
  });

  it('bounds a cache: past the limit the oldest entries go first', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const cache = { keys: async () => [...keys], delete: jest.fn(async (k: string) => keys.splice(keys.indexOf(k), 1).length > 0) };
    await context.trim(cache, 3);
    expect(keys).toEqual(['c', 'd', 'e']);
    await context.trim(cache, 3);
    expect(cache.delete).toHaveBeenCalledTimes(2);
  });
});

describe('the service worker online', () => {
  const kept = new Response('kept picture');
  const fetched: string[] = [];
  const put = jest.fn(async () => undefined);
  const { listeners } = loadWorker({
    fetch: async (input: unknown) => {
      fetched.push(String(typeof input === 'string' ? input : (input as { url: string }).url));
      const response = new Response('<html><title>x</title></html>', { headers: { 'content-type': 'text/html' } });
      // A browser's same-origin answer.
      return Object.defineProperty(response, 'type', { value: 'basic' });
    },
    caches: {
      // The page and the picture are kept already.
      open: async () => ({ ...emptyCache, match: async () => new Response('kept page'), put }),
      match: async () => kept,
    },
  });
  const dispatch = (request: Partial<FakeRequest> & { url: string }) => {
    const event = fetchEvent(request);
    listeners.fetch?.(event);
    return event;
  };
  beforeEach(() => {
    fetched.length = 0;
    put.mockClear();
  });

  it('fetches nothing for an in-app navigation to a page kept already', async () => {
    const event = dispatch({ url: `${ORIGIN}/blogs?_rsc=1x`, headers: new Headers({ rsc: '1' }) });
    await event.waitUntil.mock.calls[0][0];
    expect(fetched).toEqual([]);
  });

  it('answers a kept picture at once and fetches it again behind it', async () => {
    const url = `${ORIGIN}/_next/image?url=%2Fdemo%2Fa.png&w=828&q=75`;
    const event = dispatch({ url, destination: 'image' });
    expect(await event.respondWith.mock.calls[0][0]).toBe(kept);
    await event.waitUntil.mock.calls[0][0];
    expect(fetched).toEqual([url]);
    expect(put).toHaveBeenCalledTimes(1);
  });
});

describe('the service worker and a redirected navigation', () => {
  /** What a browser's fetch gives the worker for a navigation that the site redirects. */
  const opaqueRedirect = { type: 'opaqueredirect', status: 0, redirected: false, headers: new Headers() };
  /** The same address fetched again, following the redirect: the network reads Location itself. */
  const followedTo = (url: string) =>
    Object.defineProperties(new Response('<html></html>'), { redirected: { value: true }, url: { value: url } });
  const navigation = (follow: () => Promise<Response>) => {
    const calls: unknown[][] = [];
    const { listeners } = loadWorker({
      fetch: async (...args: unknown[]) => {
        calls.push(args);
        return calls.length === 1 ? (opaqueRedirect as unknown as Response) : follow();
      },
    });
    const event = fetchEvent({ url: `${ORIGIN}/blog/deleted-post`, mode: 'navigate' });
    listeners.fetch?.(event);
    return { answer: event.respondWith.mock.calls[0][0] as Promise<Response>, calls };
  };

  it('sends the visitor on with one address, whatever the site’s Location header held', async () => {
    const { answer, calls } = navigation(async () => followedTo(`${ORIGIN}/error`));
    const response = await answer;
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/error`);
    expect(calls[1]).toEqual([`${ORIGIN}/blog/deleted-post`, { credentials: 'same-origin', mode: 'same-origin' }]);
  });

  it('a redirect it cannot follow (to another site) goes back as it came', async () => {
    const { answer } = navigation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await answer).toBe(opaqueRedirect);
  });

  it('a page that no longer redirects is answered as it is now', async () => {
    const page = new Response('<html><title>back</title></html>', { headers: { 'content-type': 'text/html' } });
    const { answer } = navigation(async () => page);
    expect(await answer).toBe(page);
  });
});
