import { expect, test, type Page } from '@/test-support/e2e/test';
import { blockThirdParties, placeholderRoom, skipSalePopup } from '@/test-support/e2e/pages';

type Item = Record<string, unknown>;
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 600;
const GUIDANCE = 'Need FREE Guidence for UPSC?';

async function firstArticleUrl(page: Page, baseURL: string | undefined): Promise<string> {
  const answer = (await (await page.request.get(`${baseURL}/api/content/articlesold`)).json()) as { data: Item[] };
  return String(answer.data[0]?.articleurl);
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await skipSalePopup(page);
});

test('header: ticker, top links, logo and the banner landmark', { tag: '@responsive' }, async ({ page, request }) => {
  const details = ((await (await request.get('/api/content/webdetails')).json()) as { data: Item[] }).data[0] ?? {};
  const headlines = ((await (await request.get('/api/content/newsheadline')).json()) as { data: Item[] }).data;
  await page.goto('/');
  const banner = page.getByRole('banner');
  const ticker = banner.getByRole('region', { name: 'Latest news' });
  await expect(ticker.getByText(String(headlines[0]?.headline)).first()).toBeAttached();
  const linked = headlines.find((h) => h.linkurl);
  await expect(ticker.getByRole('link', { name: String(linked?.headline) })).toHaveCount(1);
  await expect(banner.getByRole('link', { name: `+91 ${details.callnumber}` })).toHaveAttribute('href', `tel:+91${details.callnumber}`);
  await expect(banner.getByRole('link', { name: `${process.env.SITE_NAME ?? 'Sankalp IAS Academy'}: home` })).toBeVisible();
  if (!isPhone(page)) {
    await expect(banner.getByRole('link', { name: String(details.adminemail) })).toHaveAttribute('href', `mailto:${details.adminemail}`);
    await expect(banner.getByRole('link', { name: 'STUDENT LOGIN' })).toHaveAttribute('target', '_blank');
    // The demo's portal (STUDENT_LOGIN_URL's default for the embedded content, whose site details have no such field).
    await expect(banner.getByRole('link', { name: 'STUDENT LOGIN' })).toHaveAttribute('href', 'https://learn.example.com/student/login');
    await expect(banner.getByRole('link', { name: 'ENROLL NOW' })).toHaveAttribute('href', '/registration');
    for (const network of ['Facebook', 'Instagram', 'Twitter', 'YouTube'])
      await expect(banner.getByRole('link', { name: network, exact: true })).toBeVisible();
  }
});

test(
  'every headline of the moving ticker reached with Tab shows on the screen, beside the badge',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const ticker = page.getByRole('region', { name: 'Latest news' });
    const links = ticker.getByRole('link');
    const badge = (await ticker.getByText('Latest', { exact: true }).boundingBox())!;
    const width = page.viewportSize()!.width;
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    for (let i = 0; i < (await links.count()); i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
      // From its start, as much of it as the strip beside the badge holds, less the room kept for
      // the focus ring (a long headline is wider than a phone).
      const link = (await links.nth(i).boundingBox())!;
      const strip = width - (badge.x + badge.width);
      expect(link.x, `headline ${i + 1}`).toBeGreaterThanOrEqual(badge.x + badge.width);
      expect(link.x + Math.min(link.width, strip - 10), `headline ${i + 1}`).toBeLessThanOrEqual(width);
    }
  },
);

test(
  'footer: both Website Link columns, All Courses plus 7 courses, app badges, policies, stamp',
  { tag: '@responsive' },
  async ({ page, request }) => {
    const courses = ((await (await request.get('/api/content/course')).json()) as { data: Item[] }).data;
    const details = ((await (await request.get('/api/content/webdetails')).json()) as { data: Item[] }).data[0] ?? {};
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Website Link' })).toHaveCount(2);
    const courseNav = footer.getByRole('navigation', { name: 'Courses' });
    await expect(courseNav.getByRole('link')).toHaveCount(8);
    await expect(courseNav.getByRole('link').first()).toHaveText('All Courses');
    await expect(courseNav.getByRole('link').nth(1)).toHaveText(String(courses[0]?.coursename));
    await expect(footer.getByRole('link', { name: /Android/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /iOS/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Refund & Cancellation' })).toHaveAttribute('href', '/refund-policy');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(footer.getByText(String(details.footerstamp))).toBeVisible();
  },
);

test(
  'phone: what Tab reaches scrolls clear of the sticky header, the bottom bar and the buttons floating over it',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/faq');
    const floor = Math.min(
      (await page.getByRole('navigation', { name: 'Quick links' }).boundingBox())!.y,
      (await page.getByRole('button', { name: GUIDANCE }).boundingBox())!.y,
    );
    const covered: string[] = [];
    // Down the page to the footer's last link, the last stop a visitor reaches.
    const last = page.locator('footer a').last();
    for (let i = 0; i < 120 && !(await last.evaluate((link) => link === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        for (let e: HTMLElement | null = element; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return null;
        const box = element.getBoundingClientRect();
        const header = document.querySelector('[data-stuck]')?.getBoundingClientRect().bottom ?? 0;
        return {
          name: element.innerText || element.getAttribute('aria-label') || element.tagName,
          top: box.top,
          bottom: box.bottom,
          header,
        };
      });
      if (focused && (focused.top < focused.header || focused.bottom > floor))
        covered.push(`${focused.name}: ${focused.top}-${focused.bottom}`);
    }
    await expect(last).toBeFocused();
    expect(covered).toEqual([]);
  },
);

test('phone: the bottom bar; desktop: no bottom bar', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  if (isPhone(page)) {
    await expect(bar.getByRole('link')).toHaveText(['HOME', 'STUDENT LOGIN', 'ENROLL NOW', 'CONTACT']);
    await expect(bar.getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact-us');
    await expect(bar.getByRole('link', { name: 'STUDENT LOGIN' })).toHaveAttribute('href', 'https://learn.example.com/student/login');
    // Each label stays on one line down to the narrowest phones.
    await page.setViewportSize({ width: 320, height: 640 });
    const linesPerLabel = await bar.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const tops = [...link.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
          .flatMap((text) => {
            const range = document.createRange();
            range.selectNodeContents(text);
            return [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
          });
        return new Set(tops).size;
      }),
    );
    expect(linesPerLabel).toEqual([1, 1, 1, 1]);
  } else {
    await expect(bar).toBeHidden();
  }
});

test('the menus mark the page on screen, and move the mark on a client-side visit', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/contact-us');
  const menu = isPhone(page) ? page.getByRole('navigation', { name: 'Quick links' }) : page.getByRole('navigation', { name: 'Main' });
  const [here, there] = isPhone(page) ? ['CONTACT', 'HOME'] : ['Contact Us', 'Blogs'];
  await expect(menu.getByRole('link', { name: here, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current]')).toHaveCount(1);
  await menu.getByRole('link', { name: there, exact: true }).click();
  await expect(menu.getByRole('link', { name: there, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: here, exact: true })).not.toHaveAttribute('aria-current');
  await expect(menu.locator('[aria-current]')).toHaveCount(1);
});

test('COURSES mega-menu lists each branch’s courses, skipping the first branch', async ({ page, request }) => {
  const branches = ((await (await request.get('/api/content/branches')).json()) as { data: Item[] }).data;
  const pune = ((await (await request.get('/api/content/branches/pune')).json()) as { data: { courses: Item[] } }).data.courses;
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'COURSES' }).hover();
  const panel = menu.getByRole('list', { name: 'Branches' });
  await expect(panel.getByRole('button')).toHaveText(branches.slice(1).map((b) => String(b.branchname)));
  await panel.getByRole('button', { name: 'Pune' }).hover();
  const first = pune.find((c) => c.coursetype === 'course');
  await expect(menu.getByRole('list', { name: 'Courses in Pune' }).getByRole('link', { name: String(first?.coursename) })).toHaveAttribute(
    'href',
    `/course-details/${first?.courseurl}`,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the main menu’s dropdowns open on keyboard focus', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const about = menu.getByRole('link', { name: 'About Us' });
  await expect(about).toBeHidden();
  // A menu entry without a page of its own is a button; either way focus opens its dropdown.
  await menu
    .getByRole('button', { name: 'About', exact: true })
    .or(menu.getByRole('link', { name: 'About', exact: true }))
    .focus();
  await expect(about).toBeVisible();
});

test('mobile menu: slides in, submenus toggle by id, Escape closes', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  const about = dialog.getByRole('button', { name: 'About' });
  const current = dialog.getByRole('button', { name: 'Current Affairs' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await about.click();
  await current.click();
  await expect(current).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A tap on the dimmed strip beside the panel closes it too; a tap on the panel's own blank area does not.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(dialog).toBeVisible();
  const panel = (await dialog.boundingBox())!;
  await page.touchscreen.tap(panel.x + panel.width / 2, panel.y + panel.height - 10);
  await expect(dialog).toBeVisible();
  await page.touchscreen.tap(Math.max(1, panel.x / 2), panel.y + panel.height / 2);
  await expect(dialog).toBeHidden();
});

test('mobile menu: a link to the page on screen closes the menu', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/blogs');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('sticky main bar after the top bar plus 200px, without moving the page', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  const mainTop = async () => page.locator('main').evaluate((m) => m.getBoundingClientRect().top + window.scrollY);
  const before = await mainTop();
  await page.mouse.wheel(0, 150);
  await expect(page.locator('[data-stuck]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(page.locator('[data-stuck]')).toHaveCount(1);
  expect(await mainTop()).toBe(before);
  const box = await page.locator('[data-stuck]').boundingBox();
  expect(box?.y).toBe(0);
});

test('back to top appears after 300px, shows progress and returns to the top', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  const offset = await button.locator('circle').nth(1).getAttribute('stroke-dashoffset');
  expect(Number(offset)).toBeGreaterThan(0);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test(
  'floating guidance button opens the schedule-a-call modal; CLOSE and Escape close it',
  { tag: '@responsive' },
  async ({ page, request }) => {
    const details = ((await (await request.get('/api/content/webdetails')).json()) as { data: Item[] }).data[0] ?? {};
    await page.goto('/');
    await page.getByRole('button', { name: String(details.header2) }).click();
    const dialog = page.getByRole('dialog', { name: String(details.header2) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(String(details.title2))).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: String(details.header2) }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

test('Get a Call: opens, refuses a short number, closes on an outside click', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Call' }).click();
  const panel = page.getByRole('region', { name: 'Request a call back' });
  await expect(panel).toBeVisible();
  const input = panel.getByPlaceholder('Enter your 10 digit mobile number');
  // Inside the screen with a margin, and the whole placeholder readable, on this screen and on a 360px phone.
  for (const width of isPhone(page) ? [page.viewportSize()!.width, 360] : [page.viewportSize()!.width]) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    const box = (await panel.boundingBox())!;
    expect(box.x, `${width}px`).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width, `${width}px`).toBeLessThanOrEqual(width - 8);
    expect(await placeholderRoom(input), `${width}px: room left beside the placeholder`).toBeGreaterThanOrEqual(0);
  }
  await input.fill('98765');
  await panel.getByRole('button', { name: 'Call Me' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please enter a valid mobile number');
  // A point of the footer's edge below the panel: a click at the footer's corner could land on the
  // panel itself, which follows the sticky header.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  const covered = (await panel.boundingBox())!;
  await page.mouse.click(footer.x + 4, Math.max(footer.y, covered.y + covered.height) + 8);
  await expect(panel).toBeHidden();

  // Escape in the field closes it and hands focus back to its button, not to the page's start.
  await page.getByRole('button', { name: 'Get a Call' }).click();
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get a Call' })).toBeFocused();
});

/** Scrolled to the end of the page: the floating buttons are above `top` and take taps, the footer's last line and link are above them. */
async function expectClearOfTheBottom(page: Page, top: number) {
  const last = page.locator('footer a').last();
  const copyright = page.getByRole('contentinfo').getByText(/All rights reserved/);
  for (const name of [GUIDANCE, 'Back to top']) {
    const button = page.getByRole('button', { name });
    await expect(async () => {
      const floating = (await button.boundingBox())!;
      expect(floating.y + floating.height, name).toBeLessThanOrEqual(top);
      for (const line of [last, copyright]) {
        const box = (await line.boundingBox())!;
        expect(box.y + box.height, name).toBeLessThanOrEqual(floating.y);
      }
    }).toPass({ timeout: 3000 });
    // A trial click fails when another element would take the tap.
    await button.click({ trial: true, timeout: 2000 });
  }
}

test('desktop: at the end of the page the footer’s last line and links clear the floating buttons', async ({ page }) => {
  await page.goto('/contact-us');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await expectClearOfTheBottom(page, page.viewportSize()!.height);
});

test(
  'the sale offer 2 s after load, once per session: the modal on larger screens, a slim bar on phones',
  { tag: '@responsive' },
  async ({ browser, baseURL }) => {
    // A context of this project's device without the beforeEach's 'already seen' mark.
    const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = test.info().project.use;
    const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent });
    const page = await context.newPage();
    await blockThirdParties(page);
    // Shifts from the moment the offer enters the page: a busy machine's load may shift something
    // of its own before then, which is not this test's subject.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      let offerAt = Infinity;
      Object.assign(self, { layoutShifts: shifts });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('aside[aria-label="Offer"], dialog[open][aria-label="Offer"]')) return;
        offerAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
          if (entry.startTime >= offerAt)
            shifts.push(
              `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element | undefined)?.className ?? '?').join(' ')}`,
            );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseURL}/article/${await firstArticleUrl(page, baseURL)}/`);
    const offer = isPhone(page) ? page.getByRole('complementary', { name: 'Offer' }) : page.getByRole('dialog', { name: 'Offer' });
    await expect(offer).toBeHidden();
    await expect(offer).toBeVisible({ timeout: 5000 });
    // Its arrival moves nothing on the page (the floating buttons rise by a transform): no layout shift.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (self as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    await expect(offer.getByRole('link')).toHaveAttribute('href', /\/course/);
    if (isPhone(page)) {
      // On a phone it covers none of what the visitor came to read and is no modal.
      await expect(page.getByRole('dialog', { name: 'Offer' })).toBeHidden();
      const bar = (await offer.boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(bar.height).toBeLessThanOrEqual(80);
      expect(bar.y).toBeGreaterThan(title.y + title.height);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      // Nor the end of the page: scrolled to the bottom, the footer's last line stays above it and
      // above the floating buttons, which sit above the bar so that a tap reaches them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(offer).toBeVisible();
      await expectClearOfTheBottom(page, (await offer.boundingBox())!.y);
    }
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toBeHidden();
    if (isPhone(page)) {
      // Closed, the floating buttons return to just above the bottom bar, and the page's end still clears them.
      const bottomBar = (await page.getByRole('navigation', { name: 'Quick links' }).boundingBox())!;
      await expectClearOfTheBottom(page, bottomBar.y);
      const guidance = (await page.getByRole('button', { name: GUIDANCE }).boundingBox())!;
      expect(guidance.y + guidance.height).toBeGreaterThan(bottomBar.y - 20);
    } else {
      // The closed modal keeps no hold on focus: the next Tab starts from the top of the page, as on load.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    }
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(offer).toBeHidden();
    await context.close();
  },
);

test('the sale offer never takes the focus from a visitor writing in the schedule-a-call modal: it comes once the modal is closed', async ({
  browser,
  baseURL,
}) => {
  // A context without the beforeEach's 'already seen' mark.
  const context = await browser.newContext({ viewport: test.info().project.use.viewport });
  const page = await context.newPage();
  await blockThirdParties(page);
  await page.goto(`${baseURL}/`);
  await page.getByRole('button', { name: GUIDANCE }).click();
  const enquiry = page.getByRole('dialog', { name: GUIDANCE });
  await enquiry.getByLabel('Name').pressSequentially('Asha Verma', { delay: 300 });
  await expect(enquiry.getByLabel('Name')).toBeFocused();
  await expect(enquiry.getByLabel('Name')).toHaveValue('Asha Verma');
  const offer = page.getByRole('dialog', { name: 'Offer' });
  await expect(offer).toBeHidden();
  await enquiry.getByRole('button', { name: 'CLOSE' }).click();
  await expect(offer).toBeVisible({ timeout: 5000 });
  await context.close();
});

test(
  'an open dialog holds the page beneath still, and the page neither widens nor moves under it',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const before = await page.evaluate(() => ({ y: window.scrollY, width: document.documentElement.clientWidth }));
    const header = page.getByRole('banner');
    const headerBox = (await header.boundingBox())!;
    await page.getByRole('button', { name: GUIDANCE }).click();
    const dialog = page.getByRole('dialog', { name: GUIDANCE });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(before.width);
    expect((await header.boundingBox())!.x).toBe(headerBox.x);
    // Over the backdrop beside the dialog where there is one, and over the dialog itself (past the end of its scroll).
    const box = (await dialog.boundingBox())!;
    const points = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    if (box.x >= 20) points.push({ x: 10, y: box.y + box.height / 2 });
    for (const point of points) {
      await page.mouse.move(point.x, point.y);
      await page.mouse.wheel(0, 1500);
    }
    // Time for a wheel scroll to land; the same wheel after the dialog closes shows it would have.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(before.y);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.y);
  },
);

test(
  'on a small phone, a tap on Schedule a Call with the fields empty is answered at once: all three messages',
  { tag: '@phone' },
  async ({ browser, baseURL }) => {
    const { isMobile, hasTouch, deviceScaleFactor, userAgent } = test.info().project.use;
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile, hasTouch, deviceScaleFactor, userAgent });
    const page = await context.newPage();
    await blockThirdParties(page);
    await page.addInitScript(() => sessionStorage.setItem('salePopupSeen', '1'));
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: GUIDANCE }).tap();
    const dialog = page.getByRole('dialog', { name: GUIDANCE });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    // The tap leaves the Name field: a message shown on that blur would push the button from under it.
    const submit = dialog.getByRole('button', { name: 'Schedule a Call' });
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();
    await expect(dialog.getByText('This field is required.')).toHaveCount(3);
    await context.close();
  },
);

test('a demo without a chat account shows no chat and loads nothing for it', async ({ page }) => {
  const chatRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('tawk.to')) chatRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForTimeout(3000);
  await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
  expect(chatRequests).toEqual([]);
});

test(
  'opened by another host name (a LAN address), every picture and icon loads and the console stays clean',
  { tag: '@responsive' },
  async ({ page, baseURL }) => {
    const other = String(baseURL).replace('localhost', '127.0.0.1');
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    for (const path of ['/', '/branches', `/article/${await firstArticleUrl(page, baseURL)}/`]) {
      await page.goto(other + path);
      // Down the page in steps, so lazy pictures load too.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
      // Every picture the visitor can see, after scrolling: rendered, and not off to the side in
      // the ticker's horizontal strip (lazy pictures there load when scrolled to).
      const shown = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('img')]
            .filter(
              (i) =>
                i.getClientRects().length > 0 && i.getBoundingClientRect().left < window.innerWidth && i.getBoundingClientRect().right > 0,
            )
            .map((i) => ({ src: i.currentSrc || i.src, loaded: i.complete && i.naturalWidth > 0 })),
        );
      await expect.poll(async () => (await shown()).filter((p) => !p.loaded).map((p) => p.src)).toEqual([]);
      const pictures = await shown();
      expect(pictures.length).toBeGreaterThan(2);
      for (const picture of pictures) expect(picture.src).not.toContain('localhost');
    }
    expect(errors).toEqual([]);
  },
);

test('a page view goes to our own tracking pixel', async ({ page }) => {
  const pixel = page.waitForRequest((r) => r.url().endsWith('/api/track') && r.method() === 'POST');
  await page.goto('/');
  const body = JSON.parse((await pixel).postData() ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({ event: 'pageview' });
  expect(String(body.url)).toContain('/');
});

test('the page view of a client-side visit carries that page’s title, not an empty one', async ({ page }) => {
  // The beacons' bodies, as the page hands them to the browser.
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentBeacons: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page).toHaveTitle(/^Contact Us/);
  const title = await page.title();
  const pageviews = () =>
    page.evaluate(() =>
      (window as unknown as { sentBeacons: string[] }).sentBeacons
        .map((text) => JSON.parse(text) as { event: string; url: string; title: string })
        .filter((body) => body.event === 'pageview')
        .map((body) => `${new URL(body.url).pathname} ${body.title}`),
    );
  await expect.poll(pageviews).toContain(`/contact-us ${title}`);
  expect((await pageviews()).filter((line) => line.startsWith('/contact-us'))).toHaveLength(1);
});

test('no tag manager or analytics loads while their ids are not configured', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (/googletagmanager|google-analytics/.test(r.url())) thirdParty.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(thirdParty).toEqual([]);
});

test('an article links its stylesheets and carries no copy of them in its HTML or flight data', async ({ page, request, baseURL }) => {
  const html = await (await request.get(`/article/${await firstArticleUrl(page, baseURL)}/`)).text();
  // globals.css opens with the design tokens: a copy of the layout's CSS anywhere in the document would carry them.
  expect(html).not.toContain(':root{--');
  const sheets = html.match(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/g) ?? [];
  expect(sheets.length).toBeGreaterThan(0);
  // Few enough that a phone on HTTP/1.1 fetches them in one round of connections.
  expect(sheets.length).toBeLessThanOrEqual(6);
});

test('the first frame waits for the main content and no longer: every page has the element its render-blocking hint names', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/', `/article/${await firstArticleUrl(page, baseURL)}/`, '/upsc-daily-current-affair', '/no-such-page', '/error']) {
    await page.goto(path);
    const target = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute('href');
    expect(target, path).toMatch(/^#/);
    // Were the target missing, the browser would hold the first paint until the whole document is parsed.
    await expect(page.locator(String(target)), path).toHaveCount(1);
    // It comes after the main content, so the first frame shows that content rather than the header alone.
    expect(
      await page.evaluate(
        (id) => !!(document.querySelector('main')!.compareDocumentPosition(document.querySelector(id)!) & Node.DOCUMENT_POSITION_FOLLOWING),
        String(target),
      ),
      path,
    ).toBe(true);
  }
});

test('the framework’s scripts are Next’s own async tags, and the page works once they ran', async ({ page, request, baseURL }) => {
  const path = `/article/${await firstArticleUrl(page, baseURL)}/`;
  const html = await (await request.get(path)).text();
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/);
  expect(html).not.toContain('__afterPaint');

  await page.goto(path);
  await page.getByRole('button', { name: 'Get a Call' }).click();
  await expect(page.getByRole('region', { name: 'Request a call back' })).toBeVisible();
});

test('a tap on Get a Call before the page has hydrated is answered once it has', async ({ page, baseURL }) => {
  const path = `/article/${await firstArticleUrl(page, baseURL)}/`;
  // A tab of its own: the suite's page waits for hydration after each navigation.
  const tab = await page.context().newPage();
  await tab.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await tab.goto(path, { waitUntil: 'commit' });
  await tab.getByRole('button', { name: 'Get a Call' }).click();
  expect(await tab.evaluate(() => 'next' in self)).toBe(false);
  await expect(tab.getByRole('region', { name: 'Request a call back' })).toBeVisible({ timeout: 20_000 });
  await tab.close();
});

test('on a 320 px phone the header keeps to one line and nothing is wider than the screen', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  for (const name of ['Get a Call', 'Open menu']) await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test('the desktop bar, menu icons included, fits the narrowest desktop and wide screens without a sideways scroll', async ({ page }) => {
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/faq');
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('img').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
  }
});
