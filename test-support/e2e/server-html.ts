import type { Browser, Page } from '@playwright/test';

/** Opens a page with JavaScript off: what a crawler reads from the server HTML. */
export async function openWithoutJavaScript(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return page;
}
