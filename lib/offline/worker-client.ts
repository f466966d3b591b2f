import { OFFLINE } from './config';
import { PAGES } from '@/lib/routes';

/*
 * The pages' side of the service worker: registering it, and waiting until it controls the
 * page (its fetch handler only sees requests of pages it controls).
 */
export function offlineSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

export async function registerWorker(): Promise<ServiceWorkerRegistration> {
  if (navigator.serviceWorker.controller === null) awaitControl();
  // 'none': the worker's imports also skip the HTTP cache, so a deploy is seen at once.
  return navigator.serviceWorker.register(OFFLINE.workerPath, { scope: PAGES.home, updateViaCache: 'none' });
}

let handingOver = false;

/*
 * This page loaded its scripts, styles, fonts and pictures before the worker controlled it, so
 * the worker never saw them; some (scripts loaded on demand) no kept page names. The worker is
 * told which once it controls the page, and then of each load that still did not pass through
 * it (a load under way while it took control: 'Save for offline' fetches its own script on the
 * click that starts the worker, and that script was otherwise never kept).
 */
function awaitControl(): void {
  if (handingOver) return;
  handingOver = true;
  const waiting: string[] = [];
  const handOver = (urls: string[]) => navigator.serviceWorker.controller?.postMessage({ type: OFFLINE.messages.keepLoaded, urls });
  new PerformanceObserver((list) => {
    const urls = (list.getEntries() as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType !== 'fetch' && entry.workerStart === 0)
      .map((entry) => entry.name);
    if (urls.length === 0) return;
    if (navigator.serviceWorker.controller) handOver(urls);
    else waiting.push(...urls);
  }).observe({ type: 'resource', buffered: true });
  navigator.serviceWorker.addEventListener('controllerchange', () => handOver(waiting.splice(0)), { once: true });
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
