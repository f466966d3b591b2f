import http from 'node:http';
import { expect, test, type Page } from '@/test-support/e2e/test';
import { blockThirdParties, clientAddress, skipSalePopup } from '@/test-support/e2e/pages';
import { eventually, resetUpstream, setUpstream, upstreamLeads } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/* Lead capture end to end against the fake upstream: validation, success, failure, outage. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.beforeEach(async ({ page }) => {
  await resetUpstream();
  await blockThirdParties(page);
  await skipSalePopup(page);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});
test.afterAll(async () => {
  await resetUpstream();
});

async function fillEnquiry(page: Page, values: { name: string; email: string; contact: string; query: string }) {
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit' }) });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Contact').fill(values.contact);
  await form.getByLabel('Query').fill(values.query);
  return form;
}

test('page form: the documented messages on blur, on submit and on change once in error', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit' }) });
  await form.getByLabel('Name').focus();
  await form.getByLabel('Email').focus();
  await expect(form.getByText('This field is required.')).toHaveCount(1);
  await form.getByLabel('Email').fill('asha@');
  await form.getByLabel('Contact').focus();
  await expect(form.getByText('Invalid email format.')).toBeVisible();
  await form.getByLabel('Contact').fill('98765');
  await form.getByLabel('Query').focus();
  await expect(form.getByText('Contact number must be 10 digits.')).toBeVisible();
  await form.getByLabel('Email').fill('asha@example.in');
  await expect(form.getByText('Invalid email format.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await upstreamLeads()).toEqual([]);
});

test('on a small phone the success toast leaves Back to Homepage clear, the offer bar showing', { tag: '@phone' }, async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.removeItem('salePopupSeen'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contact-us');
  await expect(page.getByRole('complementary', { name: 'Offer' })).toBeVisible();
  const form = await fillEnquiry(page, { name: unique('Asha Verma'), email: 'asha@example.in', contact: '9876543210', query: 'Fees?' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  const toast = page.getByRole('status').filter({ hasText: 'Query Submit Successfully' }).locator('..');
  const back = page.getByRole('link', { name: 'Back to Homepage' });
  await expect(toast).toBeVisible();
  await expect(back).toBeInViewport();
  const [toastBox, backBox] = [await toast.boundingBox(), await back.boundingBox()];
  expect(backBox!.y + backBox!.height).toBeLessThanOrEqual(toastBox!.y);
});

test('page form: success goes to /thanks and the upstream receives the exact fields, campaign data included', async ({ page }) => {
  const name = unique('Asha Verma');
  await page.goto('/contact-us?utm_source=google&utm_medium=cpc&utm_campaign=gs2027');
  const form = await fillEnquiry(page, { name, email: 'asha@example.in', contact: '9876543210', query: 'Weekend batch fees?' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').getByText('Query Submit Successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/thanks$/);
  const leads = await eventually(upstreamLeads, (l) => l.length > 0);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.endpoint).toBe('queryform_google');
  expect(leads[0]?.body).toMatchObject({
    name,
    email: 'asha@example.in',
    contact: '9876543210',
    query: 'Weekend batch fees?',
    pagename: 'Contact Us',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'gs2027',
  });
  expect(String(leads[0]?.body.pageurl)).toMatch(/\/contact-us$/);
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(cookies).toMatchObject({ trackname: name, trackemail: 'asha@example.in', trackcontact: '9876543210', utm_source: 'google' });
});

test('page form: a refusal by the API shows the documented failure text and keeps the form', async ({ page }) => {
  await setUpstream({ formMode: 'reject400' });
  await page.goto('/registration');
  const form = await fillEnquiry(page, { name: unique('Ravi'), email: 'ravi@example.in', contact: '9123456780', query: 'Hi' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Query Submit failed:  Rejected by fake upstream')).toBeVisible();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(form.getByLabel('Email')).toHaveValue('ravi@example.in');
});

test("page form: a refusal without the API's reason reads 'Failed to submit query' alone", async ({ page }) => {
  await setUpstream({ formMode: 'reject400-bare' });
  await page.goto('/registration');
  const form = await fillEnquiry(page, { name: unique('Bare'), email: 'bare@example.in', contact: '9123456781', query: 'Hi' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').getByText('Failed to submit query', { exact: true })).toBeVisible();
  await expect(page.getByText(/Query Submit failed/)).toHaveCount(0);
});

test('page form: a plain enquiry (no verification configured, no campaign values) goes to /queryform with its pagurl', async ({ page }) => {
  const name = unique('Plain Lead');
  await page.goto('/contact-us');
  const form = await fillEnquiry(page, { name, email: 'plain@example.in', contact: '9123456782', query: 'Timings?' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  const leads = await eventually(upstreamLeads, (l) => l.length > 0);
  expect(leads.map((l) => l.endpoint)).toEqual(['queryform']);
  expect(Object.keys(leads[0]?.body ?? {}).sort()).toEqual(['contact', 'email', 'name', 'pagename', 'pagurl', 'query']);
  expect(String(leads[0]?.body.pagurl)).toMatch(/\/contact-us$/);
});

test('page form: while the API is down the visitor still succeeds, and the lead arrives once it is back', async ({ page }) => {
  await setUpstream({ formMode: 'error500' });
  const name = unique('Outage Lead');
  await page.goto('/contact-us');
  const form = await fillEnquiry(page, { name, email: 'out@example.in', contact: '9000000001', query: 'Call me' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  expect(await upstreamLeads()).toEqual([]);
  await setUpstream({ formMode: 'up' });
  const leads = await eventually(upstreamLeads, (l) => l.some((x) => x.body.name === name), 30_000);
  expect(leads.filter((x) => x.body.name === name)).toHaveLength(1);
  expect(leads.find((x) => x.body.name === name)?.body.recaptchaToken).toBeUndefined();
});

test('a lead the API answered is delivered exactly once', async ({ page }) => {
  const name = unique('Once Only');
  await page.goto('/contact-us');
  const form = await fillEnquiry(page, { name, email: 'once@example.in', contact: '9000000002', query: 'Once' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  await page.waitForTimeout(7000);
  expect((await upstreamLeads()).filter((x) => x.body.name === name)).toHaveLength(1);
});

test('page form: Submit pressed again while the post is on its way sends nothing more, and keeps the focus', async ({ page }) => {
  const name = unique('Double Press');
  const posts: string[] = [];
  await page.route('**/api/enquiry', async (route) => {
    posts.push(route.request().method());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/contact-us');
  const form = await fillEnquiry(page, { name, email: 'twice@example.in', contact: '9000000007', query: 'Twice?' });
  const submit = form.getByRole('button', { name: /Submit/ });
  await submit.click();
  await expect(submit).toHaveText('Submitting…');
  // Still focused while it waits (not disabled, which sends the keyboard's place to the page's top): Enter again.
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  // A tap on it too (forced: Playwright waits for an aria-disabled button to be enabled, a visitor does not).
  await submit.click({ force: true });
  await expect(page).toHaveURL(/\/thanks$/);
  expect(posts).toEqual(['POST']);
  const leads = await eventually(upstreamLeads, (l) => l.some((x) => x.body.name === name));
  expect(leads.filter((x) => x.body.name === name)).toHaveLength(1);
});

test('schedule-a-call modal: success goes to /thank-you with the implied query', { tag: '@responsive' }, async ({ page }) => {
  const name = unique('Modal Lead');
  await page.goto('/');
  await page.getByRole('button', { name: /Guid/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Schedule a Call' }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(3);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Contact').fill('9000000003');
  await dialog.getByLabel('Email').fill('modal@example.in');
  await dialog.getByRole('button', { name: 'Schedule a Call' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('status').getByText('Query Submit Successfully', { exact: true })).toBeVisible();
  const leads = await eventually(upstreamLeads, (l) => l.length > 0);
  expect(leads[0]?.body).toMatchObject({ name, query: 'Without Query Box Form', pagename: 'Schedule a Call' });
});

test(
  'schedule-a-call modal: a refusal shows the failure text over the open dialog, which keeps the values',
  { tag: '@responsive' },
  async ({ page }) => {
    await setUpstream({ formMode: 'reject400' });
    await page.goto('/');
    await page.getByRole('button', { name: /Guid/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(unique('Modal Refused'));
    await dialog.getByLabel('Contact').fill('9000000006');
    await dialog.getByLabel('Email').fill('refused@example.in');
    await dialog.getByRole('button', { name: 'Schedule a Call' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Query Submit failed:  Rejected by fake upstream' });
    await expect(toast).toBeVisible();
    // Drawn in the dialog, not behind it: the dialog's top layer would hide it and make it inert.
    const onTop = () =>
      toast.evaluate((message) => {
        const bar = message.parentElement!;
        const box = bar.getBoundingClientRect();
        return bar.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
    await expect.poll(onTop).toBe(true);
    await expect(dialog.getByLabel('Email')).toHaveValue('refused@example.in');
    await expect(page).toHaveURL(/\/$/);
  },
);

test('Get a Call: success goes to /thank-you; a refusal shows the failure text', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Call' }).click();
  const panel = page.getByRole('region', { name: 'Request a call back' });
  await panel.getByPlaceholder('Enter your 10 digit mobile number').fill('9000000004');
  await panel.getByRole('button', { name: 'Call Me' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('status').getByText('Request submitted successfully', { exact: true })).toBeVisible();
  expect(await eventually(upstreamLeads, (l) => l.length > 0)).toEqual([
    expect.objectContaining({ endpoint: 'getacall', body: { contact: '9000000004' } }),
  ]);

  await setUpstream({ formMode: 'reject400' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Call' }).click();
  await panel.getByPlaceholder('Enter your 10 digit mobile number').fill('9000000005');
  await panel.getByRole('button', { name: 'Call Me' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Request submitted failed:  Rejected by fake upstream' });
  await expect(toast).toBeVisible();
  // The keyboard's place is kept for another try.
  await expect(panel.getByRole('button', { name: 'Call Me' })).toBeFocused();
  // The toast rises above whatever is fixed at the screen's bottom, which would hide it.
  const toastBottom = await toast.evaluate((message) => message.parentElement!.getBoundingClientRect().bottom);
  const fixedAtBottom = [
    page.getByRole('navigation', { name: 'Quick links' }),
    page.getByRole('complementary', { name: 'Offer' }),
    page.getByRole('button', { name: /Guid/ }),
  ];
  for (const fixed of fixedAtBottom) {
    if (await fixed.isVisible()) expect(toastBottom).toBeLessThanOrEqual((await fixed.boundingBox())!.y);
  }
});

test('malformed, oversized, bot and too-frequent posts get a clear 4xx and store nothing', async ({ request }) => {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() };
  const valid = { form: 'page', name: 'Bot', email: 'b@b.in', contact: '9000000006', query: 'x', pagename: 'x', pageurl: 'x' };
  const post = (data: string, extra: Record<string, string> = {}) =>
    request.post('/api/enquiry', { data, headers: { ...headers, ...extra } });
  expect((await post('{not json')).status()).toBe(400);
  expect((await post(JSON.stringify({ ...valid, contact: '12' }))).status()).toBe(400);
  expect((await post(JSON.stringify({ ...valid, query: 'x'.repeat(9000) }))).status()).toBe(413);
  const bot = await post(JSON.stringify({ ...valid, website: 'http://spam.example' }));
  expect(bot.status()).toBe(400);
  expect(
    (await request.post('/api/enquiry', { data: JSON.stringify(valid), headers: { ...headers, 'content-type': 'text/plain' } })).status(),
  ).toBe(415);
  const flood = { 'x-forwarded-for': clientAddress() };
  const statuses: number[] = [];
  for (let i = 0; i < 22; i++) statuses.push((await post('{}', flood)).status());
  expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429]);
  expect(await upstreamLeads()).toEqual([]);
});

test('a page on another site cannot post a call-back: a text/plain body is 415, a cross-site Origin 403', async ({ request }) => {
  const plain = await request.post('/api/callback', {
    headers: { 'content-type': 'text/plain; x=application/json', 'x-forwarded-for': clientAddress() },
    data: JSON.stringify({ contact: '9000000012' }),
  });
  expect(plain.status()).toBe(415);
  const foreign = await request.post('/api/callback', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': clientAddress() },
    data: { contact: '9000000012' },
  });
  expect(foreign.status()).toBe(403);
  expect(await upstreamLeads()).toEqual([]);
});

test('a chunked post without Content-Length is cut off at the cap (413) instead of read whole', async ({ baseURL }) => {
  const url = new URL('/api/enquiry', baseURL);
  const chunk = Buffer.alloc(64 * 1024, 32);
  const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
    let sent = 0;
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() } });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
    // Up to 256 MB, chunk by chunk, until the server answers.
    const pump = () => {
      while (sent < 4096 && !req.destroyed) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
  expect(status).toBe(413);
  expect(sent).toBeLessThan(4096);
});
