import { test } from '../support/test';
import { everyRoute, walkScreens } from '../support/screens';
import { upstreamApi } from '../support/library';
import { refreshSite, resetUpstream } from '../support/upstream';

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
