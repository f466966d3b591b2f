import { OFFLINE } from './config';
import { PAGES } from '../routes';

/*
 * The pages' side of the service worker: registering it, and waiting until it controls the
 * page (its fetch handler only sees requests of pages it controls).
 */
export function offlineSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

export async function registerWorker(): Promise<ServiceWorkerRegistration> {
  const firstTime = navigator.serviceWorker.controller === null;
  // 'none': the worker's imports also skip the HTTP cache, so a deploy is seen at once.
  const registration = await navigator.serviceWorker.register(OFFLINE.workerPath, { scope: PAGES.home, updateViaCache: 'none' });
  if (firstTime) void handOverLoadedFiles();
  return registration;
}

/**
 * This page loaded its scripts, styles, fonts and pictures before the worker existed, so the
 * worker never saw them; some (scripts loaded on demand) no kept page names. It is told
 * which, so that this page and the next ones open offline.
 */
async function handOverLoadedFiles(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
    .map((entry) => entry.name);
  registration.active?.postMessage({ type: OFFLINE.messages.keepLoaded, urls });
}

/** Registers the worker when needed and resolves once it controls this page; rejects after `ms`. */
export async function controllingWorker(ms = 15_000): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  await registerWorker();
  await new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('The offline helper did not start. Reload the page and try again.')), ms);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    // The worker claims open pages when it activates.
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    if (navigator.serviceWorker.controller) done();
  });
}
