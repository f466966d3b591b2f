import { test } from '@/test-support/e2e/test';
import { everyRoute, walkScreens } from '@/test-support/e2e/screens';
import { upstreamApi } from '@/test-support/e2e/library';
import { refreshSite, resetUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

test(
  'every screen of the upstream content answers, with one h1, fitting the screen, without script errors',
  { tag: '@responsive' },
  async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await resetUpstream();
    await refreshSite(String(baseURL));
    await walkScreens(page, await everyRoute(upstreamApi));
  },
);
