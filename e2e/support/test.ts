import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/*
 * The site's scripts load after its first frame with content (scripts/after-paint-scripts.cjs),
 * so the load event, where page.goto resolves, can come before the page hydrates, and a click
 * right after it would land on a button with no handler yet. This `test` gives every spec a
 * page whose navigations also wait until Next has started hydrating (window.next): React
 * replays events on any part it has not hydrated by then. Pages without the loader (feeds,
 * files) do not wait; pages whose scripts cannot arrive (offline) stop waiting after a while
 * and leave it to the test's own assertions.
 */
const HYDRATION_WAIT_MS = 10_000;

async function hydrating(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !('__afterPaint' in self) || 'next' in self, undefined, { timeout: HYDRATION_WAIT_MS })
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await hydrating(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});
