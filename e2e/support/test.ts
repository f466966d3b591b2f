import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/*
 * A click that lands before React has hydrated its button does nothing that a test could see.
 * This `test` gives every spec a page whose navigations also wait until Next has started
 * hydrating (window.next): React replays events on any part it has not hydrated by then. Pages
 * without the framework's scripts (feeds, files) do not wait; pages whose scripts cannot arrive
 * (offline) stop waiting after a while and leave it to the test's own assertions.
 */
const HYDRATION_WAIT_MS = 10_000;

async function hydrating(page: Page): Promise<void> {
  await page
    .waitForFunction(() => 'next' in self || !document.querySelector('script[src^="/_next/static/"]'), undefined, {
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
          await hydrating(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});
