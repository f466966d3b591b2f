import { test } from '../support/test';
import { embeddedApi } from '../support/library';
import { everyRoute, walkScreens } from '../support/screens';

test(
  'every screen of the embedded content answers, with one h1, fitting the screen, without script errors',
  { tag: '@responsive' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    await walkScreens(page, await everyRoute((path) => embeddedApi(request, path)));
  },
);
