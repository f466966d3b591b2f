import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openOutbox } from '../../lib/enquiry/outbox';
import { expect, test } from '@/test-support/e2e/test';
import { E2E } from '../targets.mjs';
import { startSiteProcess } from '@/test-support/e2e/site-process';
import { eventually, resetUpstream, setUpstream, upstreamLeads } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/*
 * The outbox is durable: a lead taken while the API is down survives a hard restart of the site.
 * Its first attempt is still in flight when the site dies, so the restarted site retries it once
 * that attempt's lease (delivery limit + 5 s) has passed: a 10 s limit keeps the wait short.
 */
const SHORT_DELIVERY = { LEAD_DELIVERY_TIMEOUT_MS: '10000' };
test('a lead sent while the API is down arrives after it returns, with a restart of the site in between', async ({ request }) => {
  test.setTimeout(90_000);
  const port = E2E.upstream.port + 50;
  const dataDir = `.data-e2e-durability-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  await resetUpstream();
  await setUpstream({ formMode: 'stall' });

  const first = await startSiteProcess(port, dataDir, SHORT_DELIVERY);
  const name = `Durable ${Date.now()}`;
  const answer = await request.post(`${first.url}/api/enquiry`, {
    data: {
      form: 'page',
      name,
      email: 'durable@example.in',
      contact: '9000000010',
      query: 'Still there?',
      pagename: 'Contact Us',
      pageurl: `${first.url}/contact-us`,
    },
    headers: { 'x-forwarded-for': '10.9.9.9' },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ ok: true, message: 'Query Submit Successfully', queued: true });
  await first.stop();

  await setUpstream({ formMode: 'up' });
  expect((await upstreamLeads()).filter((l) => l.body.name === name)).toHaveLength(0);
  const second = await startSiteProcess(port, dataDir, SHORT_DELIVERY);
  try {
    const leads = await eventually(upstreamLeads, (l) => l.some((x) => x.body.name === name), 40_000);
    expect(leads.filter((x) => x.body.name === name)).toHaveLength(1);
  } finally {
    await second.stop();
    await resetUpstream();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const enquiry = (name: string, url: string) => ({
  form: 'page',
  name,
  email: 'late@example.in',
  contact: '9000000011',
  query: 'Once only?',
  pagename: 'Contact Us',
  pageurl: `${url}/contact-us`,
});

/* Issue 14: an API that stores a lead but answers after the site's content timeout (2 s here, 8 s late). */
test('an API that stores a lead but answers late receives it once, with an Idempotency-Key', async ({ request }) => {
  test.setTimeout(90_000);
  const port = E2E.upstream.port + 51;
  const dataDir = `.data-e2e-late-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  await resetUpstream();
  await setUpstream({ formMode: 'store-late' });
  const site = await startSiteProcess(port, dataDir);
  try {
    const name = `Late ${Date.now()}`;
    const answer = await request.post(`${site.url}/api/enquiry`, { data: enquiry(name, site.url) });
    expect(answer.status()).toBe(200);
    // The visitor waits no longer than the content timeout; the delivery runs on to its own limit.
    expect(await answer.json()).toMatchObject({ ok: true, queued: true });
    const health = await eventually(
      async () => (await request.get(`${site.url}/api/health`)).json() as Promise<{ leads: { delivered: number } }>,
      (h) => h.leads.delivered === 1,
      30_000,
    );
    expect(health.leads).toMatchObject({ delivered: 1, waiting: 0, failed: 0 });
    // Long enough for the old schedule (retry 5 s after a 2 s timeout, loop every 2 s) to have sent it again.
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    const copies = (await upstreamLeads()).filter((l) => l.body.name === name);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await site.stop();
    await resetUpstream();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/*
 * With reCAPTCHA configured, no lead is parked in silence: a form without its token is refused
 * with what to do and the call number (nothing stored, nothing sent), and a lead an earlier
 * release held back is counted in /api/health and listed by the CSV export.
 */
test('with reCAPTCHA on, a form without a token is told what to do; a lead held by an earlier release is shown to staff', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const port = E2E.upstream.port + 52;
  const dataDir = `.data-e2e-held-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  await resetUpstream();
  // A lead an earlier release kept back unverified, in the outbox this instance opens.
  const heldName = `Held ${Date.now()}`;
  mkdirSync(dataDir, { recursive: true });
  const box = openOutbox(path.join(dataDir, 'outbox.sqlite'));
  const heldId = box.add('queryform_google', enquiry(heldName, E2E.upstream.url));
  box.close();
  const db = new Database(path.join(dataDir, 'outbox.sqlite'));
  db.prepare("UPDATE outbox SET status = 'held', last_error = 'no verification token' WHERE id = ?").run(heldId);
  db.close();
  const site = await startSiteProcess(port, dataDir, {
    RECAPTCHA_SECRET_KEY: 'e2e-secret',
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'e2e-site-key',
  });
  try {
    const name = `Unverified ${Date.now()}`;
    const answer = await request.post(`${site.url}/api/enquiry`, { data: enquiry(name, site.url) });
    expect(answer.status()).toBe(400);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toContain('Your details are still in the form: please try again in a moment, or call us on 9876500001');
    const health = (await (await request.get(`${site.url}/api/health`)).json()) as { leads: Record<string, number> };
    expect(health.leads).toMatchObject({ unverified: 1, delivered: 0, waiting: 0 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await upstreamLeads()).filter((l) => l.body.name === name || l.body.name === heldName)).toHaveLength(0);
    const csv = execFileSync(process.execPath, ['scripts/export-leads.mjs'], {
      env: { ...process.env, CONTENT_DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(csv).not.toContain(name);
    const row = csv.split('\n').find((line) => line.includes(heldName));
    expect(row).toContain('"unverified","no verification token"');
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
