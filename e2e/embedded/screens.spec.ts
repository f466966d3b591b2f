import { test } from '@/test-support/e2e/test';
import { embeddedApi } from '@/test-support/e2e/library';
import { AUDITED_SCREENS, everyRoute, walkScreens } from '@/test-support/e2e/screens';

test(
  'every screen of the embedded content answers, with one h1, fitting the screen, without script errors',
  { tag: '@responsive' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    // The screens institute-quality.spec.ts opens are checked there, so each loads once per size.
    await walkScreens(page, await everyRoute((path) => embeddedApi(request, path)), AUDITED_SCREENS);
  },
);
