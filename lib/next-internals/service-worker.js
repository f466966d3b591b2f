/*
 * The site's service worker, served by app/sw.js/route.ts, which puts two constants before
 * this text: VERSION (the build id, so each deploy is a new worker) and CONFIG (the OFFLINE
 * object of lib/offline/config.ts).
 *
 * - Pages (navigations): network first; past CONFIG.networkTimeoutMs or without a network,
 *   the kept copy, marked with the time it was saved; without one, the offline page.
 * - Build files (/_next/static, hashed, never change) and pictures: from the cache once kept.
 * - Never touched: other origins, anything but GET, /api/ (forms, lists, webhook, tracking).
 * Next's undocumented request headers (`rsc`, `next-router-prefetch`) tell an in-app navigation
 * from a prefetch: pinned by lib/next-internals/__tests__/next-behaviours.test.ts (README.md beside it).
 */
/* global VERSION, CONFIG */
'use strict';

const NAMES = CONFIG.caches;
const LIMITS = CONFIG.limits;
const HEADERS = CONFIG.headers;
const SHELL = `${NAMES.shell}-${VERSION}`;

self.addEventListener('install', (event) => {
  // Pages are network first, so nothing the new worker serves depends on the old one: it
  // takes over at once rather than after every tab of the site has closed.
  self.skipWaiting();
  event.waitUntil(keepShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(NAMES.shell) && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
      // The page that registered the worker loaded before it existed: keep it now.
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        await keepPage(pageKey(new URL(client.url))).catch(() => undefined);
      }
    })(),
  );
});

// A page that was open before the worker started names the files it loaded (worker-client.ts).
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== CONFIG.messages.keepLoaded || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((href) => typeof href === 'string').map((href) => new URL(href, self.location.origin));
  const own = urls.filter((url) => url.origin === self.location.origin && !url.pathname.startsWith('/api/'));
  event.waitUntil(
    keepFiles({
      assets: own.filter((url) => url.pathname.startsWith('/_next/static/')).map((url) => url.href),
      pictures: own.filter(isPicture).map((url) => url.href),
    }),
  );
});

function isPicture(url) {
  return url.pathname === '/_next/image' || /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === CONFIG.workerPath) return;

  if (request.headers.has(HEADERS.keep)) {
    event.respondWith(keepOnRequest(url));
  } else if (request.headers.get('rsc') === '1') {
    // An in-app navigation fetches the page's RSC payload, not its HTML: keep the HTML too, so the
    // page opens offline, once (a page kept already is not fetched twice; a full visit refreshes it).
    // Prefetches are not reading.
    if (!request.headers.has('next-router-prefetch')) event.waitUntil(keepPageOnce(pageKey(url)).catch(() => undefined));
  } else if (request.mode === 'navigate') {
    event.respondWith(navigate(event, pageKey(url)));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request, NAMES.assets, LIMITS.assets));
  } else if (request.destination === 'image') {
    event.respondWith(picture(event));
  }
});

/** Kept pages are keyed by path: the query string only feeds the pages' islands (filters), the HTML is the same. */
function pageKey(url) {
  return new URL(url.pathname, self.location.origin).href;
}

async function navigate(event, key) {
  const network = fetch(event.request).then(async (response) => {
    if (response.type === 'opaqueredirect') return redirectOnce(event.request.url, response);
    if (keepable(response) && key !== offlineKey()) await store(key, response.clone());
    return response;
  });
  // The answer keeps refreshing the kept copy even after the timeout has served it.
  event.waitUntil(network.catch(() => undefined));
  try {
    const response = await Promise.race([network, later(CONFIG.networkTimeoutMs)]);
    if (response && response.status < 500) return response;
  } catch {
    // No network, or too slow: the kept copy below.
  }
  const kept = await keptCopy(key);
  if (kept) return kept;
  try {
    return await network;
  } catch {
    return (
      (await caches.match(offlineKey(), { cacheName: SHELL })) ??
      new Response('You are offline.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    );
  }
}

/**
 * A redirect answered to a navigation, sent on with the one address it leads to. Handed back as
 * it came (an opaque redirect, whose Location the worker cannot read), Chromium joins a Location
 * sent twice into one address: Next sends a rendered ISR redirect's Location twice
 * (vercel/next.js#82117), so a deleted article led to '/error, /error', a page that does not
 * exist. Following it here costs one more request, on redirects only; a redirect that cannot be
 * followed here (to another site) goes back as it came.
 */
async function redirectOnce(url, response) {
  try {
    const followed = await fetch(url, { credentials: 'same-origin', mode: 'same-origin' });
    return followed.redirected ? Response.redirect(followed.url, 307) : followed;
  } catch {
    return response;
  }
}

/** Resolves with nothing after `ms`: the network lost the race. */
function later(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function offlineKey() {
  return new URL(CONFIG.offlinePath, self.location.origin).href;
}

/** A page's own HTML: not the page a redirect led to (a deleted article's /error), which would be kept under its address. */
function keepable(response) {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') || '').includes('text/html')
  );
}

/** Keeps a page's HTML with when it was saved and its title (the offline page lists them); returns the HTML. */
async function store(key, response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  // The body is stored decoded.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(HEADERS.savedAt, new Date().toISOString());
  headers.set(HEADERS.title, encodeURIComponent(titleOf(html)));
  const cache = await caches.open(NAMES.pages);
  // Deleted first so that it moves to the end of the cache's order, which is oldest first.
  await cache.delete(key);
  await cache.put(key, new Response(html, { status: 200, headers }));
  await trim(cache, LIMITS.pages);
  return html;
}

/** The page's Open Graph title (its <title> without the site's name), else its <title>. */
function titleOf(html) {
  const match = /<meta property="og:title" content="([^"]*)"/i.exec(html) || /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return decodeEntities(match ? match[1].trim() : '');
}

function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The kept copy of a page, its <html> marked with when it was saved (the layout's island says so). */
async function keptCopy(key) {
  const cache = await caches.open(NAMES.pages);
  const response = await cache.match(key);
  if (!response) return undefined;
  const savedAt = response.headers.get(HEADERS.savedAt) || '';
  const html = (await response.text()).replace(/<html\b/i, `<html ${CONFIG.savedAttribute}="${savedAt}"`);
  return new Response(html, { status: 200, headers: response.headers });
}

async function keepPageOnce(key) {
  const cache = await caches.open(NAMES.pages);
  if (await cache.match(key)) return undefined;
  return keepPage(key);
}

async function keepPage(key) {
  if (key === offlineKey()) return undefined;
  const response = await fetch(key, { credentials: 'same-origin', redirect: 'manual' });
  if (!keepable(response)) return undefined;
  const html = await store(key, response);
  await keepFiles(filesOf(html));
  return html;
}

/** 'Save for offline': keeps the page with its build files and pictures; 204 once kept. */
async function keepOnRequest(url) {
  try {
    const html = await keepPage(pageKey(url));
    if (html === undefined) return new Response(null, { status: 502 });
    return new Response(null, { status: 204 });
  } catch {
    return new Response(null, { status: 503 });
  }
}

/** The offline page and its build files, for this deploy. */
async function keepShell() {
  const cache = await caches.open(SHELL);
  const response = await fetch(offlineKey(), { cache: 'reload' });
  if (!response.ok) throw new Error(`offline page: ${response.status}`);
  const html = await response.clone().text();
  await cache.put(offlineKey(), response);
  await Promise.all(filesOf(html).assets.map((href) => keepIn(cache, href)));
}

/** Build files and pictures, those not kept yet. */
async function keepFiles({ assets, pictures }) {
  const assetCache = await caches.open(NAMES.assets);
  const pictureCache = await caches.open(NAMES.pictures);
  await Promise.all([
    ...assets.map((href) => keepIn(assetCache, href)),
    // Asked like an <img> asks, so the picture route answers the same format.
    ...pictures.map((href) => keepIn(pictureCache, href, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' })),
  ]);
  await trim(assetCache, LIMITS.assets);
  await trim(pictureCache, LIMITS.pictures);
}

async function keepIn(cache, href, headers) {
  if (await caches.match(href, { ignoreVary: true })) return;
  try {
    const response = await fetch(href, { headers });
    if (response.ok && response.type === 'basic') await cache.put(href, response);
  } catch {
    // A file that fails now is kept when the page uses it.
  }
}

/** Same-origin build files (scripts, stylesheets, fonts) and pictures a page's HTML names. */
function filesOf(html) {
  const assets = new Set();
  const pictures = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) assets.add(decodeEntities(match[1]));
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const picked = pickPicture(attribute(match[0], 'srcset'), attribute(match[0], 'src'));
    if (picked) {
      const url = new URL(picked, self.location.origin);
      if (url.origin === self.location.origin) pictures.add(url.href);
    }
  }
  return { assets: [...assets], pictures: [...pictures] };
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]) : undefined;
}

/**
 * One candidate of a srcset: the smallest at least 828 px wide (a phone's screen), else the
 * widest. Offline, a picture asked at another width is answered with this one (picture()).
 */
function pickPicture(srcset, src) {
  if (!srcset) return src;
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([href, size]) => ({ href, width: size && size.endsWith('w') ? parseInt(size, 10) : 0 }))
    .filter((c) => c.href)
    .sort((a, b) => a.width - b.width);
  const wide = candidates.find((c) => c.width >= 828);
  return (wide || candidates[candidates.length - 1] || { href: src }).href;
}

async function cacheFirst(request, cacheName, limit) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
    await trim(cache, limit);
  }
  return response;
}

/*
 * A kept picture answers at once and, online, is fetched again behind it (stale while
 * revalidate): a picture the CMS replaced under the same address shows from the next view.
 */
async function picture(event) {
  const { request } = event;
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) {
    event.waitUntil(refreshPicture(request).catch(() => undefined));
    return kept;
  }
  try {
    return await cacheFirst(request, NAMES.pictures, LIMITS.pictures);
  } catch (error) {
    const other = await sameSourcePicture(new URL(request.url));
    if (other) return other;
    throw error;
  }
}

async function refreshPicture(request) {
  const response = await fetch(request, { cache: 'no-cache' });
  if (response.ok && response.type === 'basic') await (await caches.open(NAMES.pictures)).put(request, response);
}

/** Offline, an optimised picture asked at a width that was not kept: the same source at the width that was. */
async function sameSourcePicture(url) {
  const source = url.searchParams.get('url');
  if (url.pathname !== '/_next/image' || !source) return undefined;
  const cache = await caches.open(NAMES.pictures);
  for (const request of await cache.keys()) {
    const kept = new URL(request.url);
    if (kept.pathname === '/_next/image' && kept.searchParams.get('url') === source) return cache.match(request);
  }
  return undefined;
}

/** Drops the oldest entries (a cache lists its entries in the order they were put) past the limit. */
async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(request);
}
