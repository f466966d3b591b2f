import { expect, test } from '@/test-support/e2e/test';
import { E2E } from '../targets.mjs';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

/* A second instance whose CONTENT_API_URL is the first one's /api/content. */
test('reads its content over HTTP from the first instance', async ({ request }) => {
  const health = await (await request.get('/api/health')).json();
  expect(health).toMatchObject({ contentSource: 'api', contentApi: 'up' });
});

test('shows the same content as the first instance', async ({ browser, baseURL }) => {
  const texts = async (url: string) => {
    const page = await openWithoutJavaScript(browser, url);
    const result = {
      title: await page.title(),
      menu: await page.getByRole('navigation', { name: 'Main' }).innerText(),
      courses: await page.locator('#courses h3').allInnerTexts(),
      footer: await page.getByRole('contentinfo').innerText(),
    };
    await page.context().close();
    return result;
  };
  const second = await texts(`${baseURL}/`);
  const first = await texts(`${E2E.embedded.url}/`);
  expect(second.courses.length).toBeGreaterThan(0);
  expect(second).toEqual(first);
});
