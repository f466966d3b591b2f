import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

test('without JavaScript the enquiry form says so, and sending it anyway puts nothing of the visitor in an address', async ({
  browser,
  baseURL,
}) => {
  const page = await openWithoutJavaScript(browser, `${baseURL}/contact-us`);
  const form = page.locator('form[aria-labelledby="enquiry-heading"]');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form.getByRole('alert')).toContainText('Your browser is not running JavaScript');

  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill('asha@example.org');
  await form.getByLabel('Contact').fill('9876543210');
  await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: 'Submit' }).click()]);
  expect(page.url()).not.toMatch(/Asha|9876543210|asha%40example/);
  await page.context().close();
});
