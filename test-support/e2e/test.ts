import { test as base, type Page } from '@playwright/test';
import { HYDRATED_FLAG } from '@/lib/next-internals/early-taps';

export * from '@playwright/test';

/*
 * A click that lands before React has hydrated its button does nothing that a test could see.
 * This `test` gives every spec a page whose navigations also wait until the root has hydrated:
 * the one signal the site itself uses, HYDRATED_FLAG, set by HydrationMark's effect, at which
 * the early-taps script replays held taps (Next's window.next comes before React has attached
 * its handlers). Pages without the framework's scripts (feeds, files) do not wait; pages whose
 * scripts cannot arrive (offline) stop waiting after a while and leave it to the test's own
 * assertions.
 */
const HYDRATION_WAIT_MS = 10_000;

async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction((flag) => flag in self || !document.querySelector('script[src^="/_next/static/"]'), HYDRATED_FLAG, {
      timeout: HYDRATION_WAIT_MS,
    })
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await hydrated(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});
