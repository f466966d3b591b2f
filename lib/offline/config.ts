import { PAGES, SERVICE_WORKER_PATH } from '@/lib/routes';
/*
 * What the service worker (lib/next-internals/service-worker.js) and the pages that talk to it
 * share: the route that serves the worker writes this object into its first lines, so cache
 * names, limits and header names have one source.
 */
export const OFFLINE = {
  workerPath: SERVICE_WORKER_PATH,
  /** Shown for a page that was not kept; lists what is. */
  offlinePath: PAGES.offline,
  caches: {
    pages: 'offline-pages',
    pictures: 'offline-pictures',
    assets: 'offline-assets',
    /** The offline page and its files; one per deploy (the worker appends the build id). */
    shell: 'offline-shell',
  },
  /** Entries per cache: past these the oldest go first, so storage stays bounded. */
  limits: { pages: 80, pictures: 240, assets: 400 },
  /** A page slower than this comes from its kept copy (the network answer still refreshes it). */
  networkTimeoutMs: 4000,
  headers: {
    /** On a request from the page: fetch and keep this page with its files and pictures. */
    keep: 'x-offline-keep',
    savedAt: 'x-offline-saved-at',
    title: 'x-offline-title',
  },
  messages: {
    /** To the worker from a page loaded before it started: the files that page loaded, to keep. */
    keepLoaded: 'keep-loaded',
  },
  /** Attribute of <html> on a kept copy the worker served: when it was saved (ISO time). */
  savedAttribute: 'data-offline-saved',
} as const;

/** The caches a visitor clears with 'Clear saved pages' (the shell stays: it is the offline page itself). */
export const CLEARABLE_CACHES = [OFFLINE.caches.pages, OFFLINE.caches.pictures, OFFLINE.caches.assets] as const;
