import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@/test-support/e2e/test';
import { embeddedApi, expectNoHorizontalScroll, prepareLibraryPage, todayInIndia } from '@/test-support/e2e/library';
import { placeholderRoom } from '@/test-support/e2e/pages';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

/*
 * The site search on the embedded content: the page (server-rendered, without scripts too),
 * Hindi, hostile input, the date filter, and the header's popup (combobox, axe).
 */

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const resultDates = async (page: Page) => (await results(page).locator('p').first().allTextContents()).map((t) => t.split(' · ')[1] ?? '');

test('the server page lists highlighted results with kinds, noindex but followed', async ({ request, baseURL }) => {
  const response = await request.get('/search?q=monetary');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/no-store|no-cache|private/);
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).toMatch(/<mark>Monetary<\/mark>|<mark>monetary<\/mark>/);
  expect(html).toContain('href="/upsc-daily-current-affairs/rbi-monetary-policy-repo-rate-');
  expect(html).toMatch(/results? for “monetary”/);
  expect(baseURL).toBeTruthy();
});

test('a quoted phrase is named once in the summary, its words highlighted', async ({ request }) => {
  const html = await (await request.get(`/search?q=${encodeURIComponent('"monetary policy"')}`)).text();
  expect(html).toMatch(/results? for “monetary policy”/);
  expect(html).toMatch(/<mark>monetary<\/mark> <mark>policy<\/mark>/i);
});

test("a passage several results share (the courses' syllabus) shows once, under the first of them", async ({ page }) => {
  await page.goto('/search?q=polity&kind=courses');
  const passages = await results(page).evaluateAll((items) => items.map((item) => item.querySelector('p + h2 + p')?.textContent ?? null));
  expect(passages.length).toBeGreaterThan(3);
  const shown = passages.filter((p) => p !== null);
  expect(new Set(shown).size).toBe(shown.length);
  // The demo's G.S courses share one syllabus, so some titles stand alone.
  expect(shown.length).toBeLessThan(passages.length);
  expect(passages[0]).toMatch(/polity/i);
});

test('works without JavaScript: form, kinds, sort and page links', async ({ browser }) => {
  const page = await openWithoutJavaScript(browser, '/search');
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('policy');
  await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=policy$/);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results for “policy”$/);
  await expect(results(page)).toHaveCount(10);
  const kinds = page.getByRole('navigation', { name: 'Kinds of result' });
  await expect(kinds.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search\?q=policy&page=2$/);
  await expect(results(page).first()).toBeVisible();
  await kinds.getByRole('link', { name: /^Articles \d+$/ }).click();
  await expect(page).toHaveURL(/kind=articles/);
  await expect(results(page).locator('p').first()).toHaveText(/^Articles/);
  await page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name: 'Newest' }).click();
  await expect(page).toHaveURL(/kind=articles&sort=newest/);
  const dates = await resultDates(page);
  const sorted = [...dates].sort((a, b) => Date.parse(b) - Date.parse(a));
  expect(dates).toEqual(sorted);
  await page.context().close();
});

test('current affairs filtered by date, newest first', async ({ page, request }) => {
  // The demo's newest day is the day its database was made: before midnight in India, on a run that crosses it.
  const day = String((await embeddedApi(request, '/upsc-daily-current-affair')).data[0]?.date);
  const today = todayInIndia();
  await page.goto('/search?q=upsc&kind=daily');
  const filter = page.getByRole('form', { name: 'Filter current affairs by date' });
  await filter.getByLabel('From').fill(day);
  await filter.getByLabel('To').fill(day);
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`kind=daily&from=${day}&to=${day}`));
  await expect(results(page)).toHaveCount(3);
  await expect(page.getByRole('status')).toContainText(`in current affairs from ${day} to ${day}`);
  for (const meta of await results(page).locator('p').first().allTextContents()) expect(meta).toMatch(/^Daily current affairs · /);
  await page.goto(`/search?q=policy&kind=daily&from=2025-02-30&to=${today}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter a real start date (YYYY-MM-DD).');
});

test('Hindi: a Hindi word finds Hindi items and is marked whole', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('माध्यम')}`);
  const kinds = page.getByRole('navigation', { name: 'Kinds of result' });
  await expect(kinds.getByRole('link', { name: /^Blogs \d+$/ })).toBeVisible();
  await expect(kinds.getByRole('link', { name: /^Courses \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'हिंदी माध्यम से UPSC की तैयारी कैसे करें' })).toBeVisible();
  const marks = await page.getByRole('main').locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const m of marks) expect(m).toBe('माध्यम');
  // A piece of a word is not a word.
  await page.goto(`/search?q=${encodeURIComponent('ध्यम')}`);
  await expect(page.getByRole('status')).toHaveText('No results for “ध्यम”');
});

test('Latin: any case, accents and word prefixes', async ({ request }) => {
  const count = async (q: string) => {
    const response = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status(), q).toBe(200);
    expect(response.headers()['server-timing']).toMatch(/^search;dur=\d/);
    return ((await response.json()) as { total: number }).total;
  };
  const monetary = await count('monetary');
  expect(monetary).toBeGreaterThan(0);
  expect(await count('MONET')).toBeGreaterThanOrEqual(monetary);
  expect(await count('Monétary')).toBe(monetary);
});

test('hostile input: a page or a 400 with the reason, never a 500', async ({ request }) => {
  // Already percent-encoded, as a client may send them: a lone surrogate (ED A0 80) and a byte that is no UTF-8 at all.
  const hostile = [
    ...[
      '"',
      '*',
      'NEAR(a b)',
      '-policy',
      'a OR b',
      'title:policy',
      '(policy',
      'policy)',
      '\u0001\u0007policy',
      '" OR 1=1 --',
      'x'.repeat(500),
    ].map(encodeURIComponent),
    '%ED%A0%80policy',
    '%FFpolicy',
    '%F0%9F%87%AE%F0%9F%87%B3policy',
  ];
  for (const q of hostile) {
    const page = await request.get(`/search?q=${q}`);
    expect(page.status(), q).toBe(200);
    const api = await request.get(`/api/search?q=${q}`);
    expect([200, 400], q).toContain(api.status());
    if (api.status() === 400) expect(((await api.json()) as { error: string }).error).toMatch(/\w/);
  }
  expect((await request.get('/api/search?q=')).status()).toBe(400);
  expect(((await (await request.get('/api/search?q=a')).json()) as { error: string }).error).toBe('Type at least 2 characters to search.');
  expect(((await (await request.get(`/api/search?q=${'x'.repeat(500)}`)).json()) as { error: string }).error).toBe(
    'Search terms can be at most 100 characters long.',
  );
  expect((await request.get('/api/search?q=policy&kind=nope')).status()).toBe(400);
  const empty = await (await request.get('/search?q=%22*%22')).text();
  expect(empty).toContain('Your search has no words to look for');
});

test('no results suggests what to try, its Hindi example in the site’s Devanagari face', async ({ page }) => {
  const faces: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' && /devanagari/i.test(r.url())) faces.push(r.url());
  });
  await page.goto('/search?q=zzqxv&kind=blogs');
  await expect(page.getByRole('status')).toHaveText('No results for “zzqxv”');
  await expect(page.getByRole('link', { name: 'search every kind of content' })).toHaveAttribute('href', '/search?q=zzqxv');
  await expect(page.getByRole('main').getByRole('link', { name: 'daily current affairs' })).toBeVisible();
  // Machines without a Devanagari system font (Linux desktops) drew ‘इसरो’ as empty boxes.
  await expect(page.getByRole('main').getByText(/‘इसरो’/)).toBeVisible();
  await expect.poll(() => faces.length).toBeGreaterThan(0);

  // Both words the hint suggests find something.
  for (const word of ['ISRO', 'इसरो']) {
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('status'), word).toHaveText(new RegExp(`^\\d+ results? for “${word}”`));
  }
});

test('a page number past the results says where they end and links there, not “nothing matches”', async ({ page }) => {
  await page.goto('/search?q=policy');
  const last = Number(
    (
      await page
        .getByRole('navigation', { name: 'Pages of results' })
        .getByRole('link', { name: /^Page \d+$/ })
        .last()
        .textContent()
    )?.replace(/\D/g, ''),
  );
  expect(last).toBeGreaterThan(1);
  await page.goto(`/search?q=policy&page=${last + 3}`);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results for “policy”$/);
  await expect(page.getByRole('main').getByText('Nothing matches every word you typed.', { exact: false })).toHaveCount(0);
  await expect(page.getByText(`There is no page ${last + 3} of these results: they end on page ${last}.`)).toBeVisible();
  await page.getByRole('link', { name: `Go to page ${last}` }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=policy&page=${last}$`));
  await expect(results(page).first()).toBeVisible();
});

test('the page fits a phone and a desktop, and axe finds nothing', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/search?q=policy&kind=daily');
  await expectNoHorizontalScroll(page);
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
});

/** The header's search: its button (on /search the page's own form has a Search button too) and its popup. */
const headerSearchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const searchPopup = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });

/** Opens the header's search, types `words` and presses Enter on the field alone. */
async function searchFromHeader(page: Page, words: string): Promise<void> {
  await headerSearchButton(page).click();
  const box = searchPopup(page).getByRole('combobox');
  await box.fill(words);
  await box.press('Enter');
}

test('header popup: searches everything as a combobox; arrows pick a result, Enter opens it', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  const box = dialog.getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await box.fill('monetary');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Courses$/ })).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(box).toHaveAttribute('aria-activedescendant', String(await second.getAttribute('id')));
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const href = String(await second.getAttribute('href'));
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('header popup: Enter on the field opens the full results page', async ({ page }) => {
  await page.goto('/');
  await searchFromHeader(page, 'bhakti movement');
  await expect(page).toHaveURL(/\/search\?q=bhakti\+movement$/);
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('bhakti movement');
  await expect(searchPopup(page)).toBeHidden();
});

test('the page’s box always shows the query of its results: after a second search from the header, after Back', async ({ page }) => {
  await page.goto('/');
  const pageBox = page.getByRole('searchbox', { name: 'Search the site' });
  for (const words of ['polity', 'economy']) {
    await searchFromHeader(page, words);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${words}$`));
    await expect(page.getByRole('main').getByText(`results for “${words}”`)).toBeVisible();
    await expect(pageBox).toHaveValue(words);
  }
  // A search from the page's own form, then Back: the box shows the results' query, not the words last typed.
  await pageBox.fill('budget');
  await pageBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=budget$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=economy$/);
  await expect(pageBox).toHaveValue('economy');
});

test('Back with the header’s search open closes it, and the page beneath scrolls again', async ({ page }) => {
  await page.goto('/');
  const popup = searchPopup(page);
  await searchFromHeader(page, 'polity');
  await expect(page).toHaveURL(/\/search\?q=polity$/);
  await headerSearchButton(page).click();
  await expect(popup).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(popup).toBeHidden();
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a search leaves nothing in the cache: the page is rendered for each request', async ({ request }) => {
  const term = `cache${Date.now()}`;
  const first = await request.get(`/search?q=${term}`);
  expect(first.headers()['x-nextjs-cache']).toBeUndefined();
  expect(first.headers()['cache-control']).not.toMatch(/s-maxage/);
});

test(
  'header popup on a narrow phone: the whole hint shows, and its Search button opens the results',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const box = dialog.getByRole('combobox', { name: 'Search the site' });
    expect(await placeholderRoom(box)).toBeGreaterThanOrEqual(0);
    await box.fill('bhakti movement');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=bhakti\+movement$/);
    await expect(dialog).toBeHidden();
  },
);
