import { expect, test, type BrowserContext, type Page } from '@/test-support/e2e/test';
import { addDays } from '../../lib/dates';
import { CLEARABLE_CACHES, OFFLINE } from '../../lib/offline/config';
import { API } from '../../lib/routes';
import { embeddedApi, prepareLibraryPage, text, todayInIndia, gotoInteractive, type Item } from '@/test-support/e2e/library';
import { clientAddress } from '@/test-support/e2e/pages';

/*
 * The installable site and its service worker (lib/offline): pages read online open offline,
 * a page never read shows the offline page with what is kept, 'Save for offline' keeps a
 * week of daily current affairs, and a form sent offline never claims success.
 * Each test has its own browser context, so its own worker and caches.
 */

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

/** Waits until the worker (registered once the page is idle) controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/*
 * Waits until the worker has kept this path's page, every build file the page loaded and the
 * article's first picture (at any width): it stores the page first and its pictures after, so
 * going offline at once could otherwise beat the picture. Polled with expect.poll, not
 * waitForFunction: Playwright takes an async predicate's promise for a truthy answer, so that
 * wait ended at once and the test went offline before the pictures were kept (1 run in 6).
 */
async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([cacheName, picturesName, p]) => {
            if (!(await caches.has(cacheName)) || (await (await caches.open(cacheName)).match(p)) === undefined) return 'not the page';
            const files = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/_next/static/'));
            const found = await Promise.all(files.map((e) => caches.match(e.name, { ignoreVary: true })));
            const missing = files.filter((_, i) => found[i] === undefined).map((e) => new URL(e.name).pathname);
            if (missing.length) return `not ${missing.join(', ')}`;
            const img = document.querySelector<HTMLImageElement>('main article img');
            if (!img) return 'kept';
            const source = (href: string) => {
              const url = new URL(href, location.href);
              return url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname;
            };
            const pictures = await (await caches.open(picturesName)).keys();
            return pictures.some((request) => source(request.url) === source(img.currentSrc || img.src))
              ? 'kept'
              : `not ${img.currentSrc || img.src}`;
          },
          [OFFLINE.caches.pages, OFFLINE.caches.pictures, path] as const,
        ),
      { timeout: 20_000, message: `${path}: the page, its build files and its picture kept` },
    )
    .toBe('kept');
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

async function dailyArticles(request: Parameters<typeof embeddedApi>[0], from: string, to: string): Promise<Item[]> {
  return (await embeddedApi(request, `/upsc-daily-current-affair/${from}/${to}`)).data;
}

const articlePath = (item: Item | undefined) => `/upsc-daily-current-affairs/${text(item, 'articleurl')}/`;

/** A daily article read online, kept by the worker, then reloaded offline; the answer is the article. */
async function reloadedOffline(page: Page, context: BrowserContext, request: Parameters<typeof embeddedApi>[0]): Promise<Item | undefined> {
  const item = (await embeddedApi(request, '/upsc-daily-current-affair')).data[1];
  await page.goto(articlePath(item));
  await controlled(page);
  await kept(page, articlePath(item));
  await goOffline(context);
  await page.reload();
  return item;
}

/** The article's first picture has loaded (an <img> that failed has no natural width). */
async function expectPictureShown(page: Page): Promise<void> {
  const picture = page.locator('main article img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('installable: a manifest with the site’s names, icons (one maskable), colours, the daily list as start, standalone; linked from every page; Chromium’s install criteria pass', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Sankalp IAS Academy',
    short_name: 'Sankalp IAS',
    start_url: '/upsc-daily-current-affair',
    display: 'standalone',
    theme_color: '#0b2545',
    background_color: '#ffffff',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const slug = text((await embeddedApi(request, '/upsc-daily-current-affair')).data[0], 'articleurl');
  for (const path of ['/', '/upsc-daily-current-affair', `/upsc-daily-current-affairs/${slug}/`, '/contact-us']) {
    expect(await (await request.get(path)).text(), path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }

  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  // Playwright's browser contexts are off-the-record profiles, where Chromium never offers to install.
  const errors = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
  expect(errors).toEqual([]);
});

test('the first visit pays nothing: the worker is asked for only after the page has loaded', async ({ page }) => {
  let loaded = false;
  let askedBeforeLoad = false;
  page.on('load', () => (loaded = true));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === OFFLINE.workerPath && !loaded) askedBeforeLoad = true;
  });
  await page.goto('/upsc-daily-current-affair');
  await controlled(page);
  expect(askedBeforeLoad).toBe(false);
});

test('the worker is a new file for each build and is never cached on the way', async ({ request }) => {
  const first = await request.get(OFFLINE.workerPath);
  expect(first.headers()['cache-control']).toBe('no-cache');
  expect(first.headers()['content-type']).toContain('javascript');
  const body = await first.text();
  expect(body).toMatch(/^const VERSION = "[^"]+";/);
  expect(await (await request.get(OFFLINE.workerPath)).text()).toBe(body);
});

test(
  'an article read online opens offline after a reload: its text, its picture and when it was saved',
  { tag: '@responsive' },
  async ({ page, context, request }) => {
    const item = await reloadedOffline(page, context, request);
    await expect(page.locator('h1')).toHaveText(text(item, 'title'));
    await expect(page.getByRole('main').getByText(text(item, 'shortdescription')).first()).toBeVisible();
    await expectPictureShown(page);
    await expect(page.getByRole('status').filter({ hasText: 'Saved copy from' })).toBeVisible();
  },
);

test('phone: the saved-copy notice sits above the sale offer’s bar, not over it', { tag: '@phone' }, async ({ page, context, request }) => {
  // Runs after prepareLibraryPage's script, so this visitor has not seen the offer yet.
  await page.addInitScript(() => window.sessionStorage.removeItem('salePopupSeen'));
  await reloadedOffline(page, context, request);
  const notice = page.getByRole('status').filter({ hasText: 'Saved copy from' });
  const bar = page.getByRole('complementary', { name: 'Offer' });
  await expect(notice).toBeVisible();
  await expect(bar).toBeVisible({ timeout: 5000 });
  await expect(async () => {
    const shown = (await notice.boundingBox())!;
    expect(shown.y + shown.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  }).toPass({ timeout: 3000 });
});

test('with the worker in charge, a missing article still ends on /error (the site sends its Location twice)', async ({ page }) => {
  await page.goto('/faq');
  await controlled(page);
  const response = await page.goto('/blog/no-such-post-was-ever-written');
  expect(new URL(page.url()).pathname).toBe('/error');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
});

test('offline, a page never visited shows the offline page listing what is kept; the visitor can clear it', async ({
  page,
  context,
  request,
}) => {
  const item = (await embeddedApi(request, '/upsc-daily-current-affair')).data[2];
  const blog = text((await embeddedApi(request, '/blogs')).data[0], 'blogurl');
  await page.goto(articlePath(item));
  await controlled(page);
  await kept(page, articlePath(item));

  await goOffline(context);
  await page.goto(`/blog/${blog}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${blog}$`));
  await expect(page.locator('h1')).toHaveText('Saved for offline reading');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('this page is not saved on this device');
  // Listed by the page's own title, with when it was saved.
  const saved = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${articlePath(item)}"]`) });
  await expect(saved.getByRole('link')).toContainText(text(item, 'metatitle'));
  await expect(saved).toContainText(/Saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);

  await page.getByRole('button', { name: 'Clear saved pages' }).click();
  await expect(page.getByText('Saved pages cleared.')).toBeVisible();
  expect(
    await page.evaluate(async (names) => (await Promise.all(names.map((n) => caches.has(n)))).some(Boolean), [...CLEARABLE_CACHES]),
  ).toBe(false);
});

test(
  'Save for offline keeps the last 7 days of daily articles; offline, each opens with its text and picture',
  { tag: '@responsive' },
  async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const today = todayInIndia();
    const week = await dailyArticles(request, addDays(today, -6), today);
    expect(week.length).toBeGreaterThan(3);

    await gotoInteractive(page, '/upsc-daily-current-affair');
    await page.getByRole('button', { name: 'Save last 7 days for offline' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'saved for offline reading' })).toHaveText(
      `${week.length} articles saved for offline reading. Saved pages`,
      {
        timeout: 45_000,
      },
    );
    // The list page itself, opened before the worker existed, is kept with the files it loaded.
    await kept(page, '/upsc-daily-current-affair');
    // Nothing under /api/ is ever kept, although the list called /api/lists and the page /api/track.
    const keys = await page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))).flat(),
    );
    expect(keys.filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);

    await goOffline(context);
    for (const item of week) {
      await page.goto(articlePath(item));
      await expect(page.locator('h1'), articlePath(item)).toHaveText(text(item, 'title'));
      await expect(page.getByRole('main').getByText(text(item, 'shortdescription')).first()).toBeVisible();
      await expectPictureShown(page);
    }
  },
);

/** What the offline enquiry tests type into /contact-us's form. */
const ENQUIRY = { name: 'Asha Verma', email: 'asha@example.in', contact: '9876543210', query: 'Weekend batch fees?' };

const enquiryForm = (page: Page) => page.locator('form', { has: page.getByRole('button', { name: 'Submit' }) });

async function fillEnquiry(form: ReturnType<typeof enquiryForm>): Promise<void> {
  await form.getByLabel('Name').fill(ENQUIRY.name);
  await form.getByLabel('Email').fill(ENQUIRY.email);
  await form.getByLabel('Contact').fill(ENQUIRY.contact);
  await form.getByLabel('Query').fill(ENQUIRY.query);
}

test('the enquiry form sent offline shows no success: it says nothing was sent', async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await page.goto('/contact-us');
  await controlled(page);
  const form = enquiryForm(page);
  await fillEnquiry(form);
  // The form's checks and toasts, fetched as it got focus, are in before the connection goes.
  await page.waitForLoadState('networkidle');

  await goOffline(context);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Query Submit failed:  nothing was sent, as there is no connection.', { exact: false })).toBeVisible();
  await expect(page.getByText('Query Submit Successfully')).toHaveCount(0);
  // The keyboard's place is kept for another try, not sent to the top of the page.
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(form.getByLabel('Email')).toHaveValue('asha@example.in');
});

test('the form fetches its checks and toasts when it gets focus: offline before a single blur, Submit still says nothing was sent, and sends once online', async ({
  page,
  context,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await page.goto('/contact-us');
  await page.waitForFunction(() => '__siteHydrated' in window);
  await controlled(page);
  const form = enquiryForm(page);
  await form.getByLabel('Name').focus();
  await page.waitForLoadState('networkidle');
  // Typed in without leaving a field: no blur has asked for anything.
  await form.evaluate((element, values) => {
    for (const [name, value] of Object.entries(values)) {
      const field = element.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
      // The prototype's setter, so that React sees the input event as a change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, ENQUIRY);

  await goOffline(context);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Query Submit failed:  nothing was sent, as there is no connection.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(form.getByLabel('Email')).toHaveValue('asha@example.in');

  await context.setOffline(false);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
});

test('offline before the form is even touched, its checks and toasts never came: Submit still says nothing was sent, and sends nothing', async ({
  page,
  context,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  const enquiries: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API.enquiry) enquiries.push(request.method());
  });
  await page.goto('/contact-us');
  await page.waitForFunction(() => '__siteHydrated' in window);
  await page.waitForLoadState('networkidle');

  await goOffline(context);
  const form = enquiryForm(page);
  await fillEnquiry(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Query Submit failed:  nothing was sent, as there is no connection.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(form.getByLabel('Email')).toHaveValue('asha@example.in');
  expect(enquiries).toEqual([]);
});
