import type { Locator, Page } from '@playwright/test';

/** Keeps third-party scripts (chat, analytics) off the network: this machine has none, and tests must not depend on them. */
export async function blockThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}

/** Marks the sale popup as seen for this browser session, so it cannot cover what a test clicks. */
export async function skipSalePopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.sessionStorage.setItem('salePopupSeen', '1');
    } catch {
      // no storage
    }
  });
}

/** A distinct client address per test, so the forms' rate limit counts each test on its own. */
export function clientAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/** Room left in a text field beside its whole placeholder, in px: below 0 the hint is cut off. */
export function placeholderRoom(field: Locator): Promise<number> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inside - context.measureText(input.placeholder).width;
  });
}
