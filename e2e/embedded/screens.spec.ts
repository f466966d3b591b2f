import { expect, test } from '@playwright/test';
import { everyRoute, walkScreens } from '../support/screens';

test('every screen of the embedded content answers, with one h1, fitting the screen, without script errors', { tag: '@responsive' }, async ({ page, request }) => {
  test.setTimeout(180_000);
  const routes = await everyRoute(async (path) => {
    const response = await request.get(`/api/content${path}`);
    expect(response.status(), path).toBe(200);
    return response.json();
  });
  await walkScreens(page, routes);
});
