import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E } from '../targets.mjs';
import { startSiteProcess } from '../support/site-process';
import { eventually, resetUpstream, setUpstream, upstreamLeads } from '../support/upstream';

/* The outbox is durable: a lead taken while the API is down survives a hard restart of the site. */
test('a lead sent while the API is down arrives after it returns, with a restart of the site in between', async ({ request }) => {
  test.setTimeout(90_000);
  const port = E2E.upstream.port + 50;
  const dataDir = `.data-e2e-durability-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  await resetUpstream();
  await setUpstream({ formMode: 'stall' });

  const first = await startSiteProcess(port, dataDir);
  const name = `Durable ${Date.now()}`;
  const answer = await request.post(`${first.url}/api/enquiry`, {
    data: { form: 'page', name, email: 'durable@example.in', contact: '9000000010', query: 'Still there?', pagename: 'Contact Us', pageurl: `${first.url}/contact-us` },
    headers: { 'x-forwarded-for': '10.9.9.9' },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ ok: true, message: 'Query Submit Successfully', queued: true });
  await first.stop();

  await setUpstream({ formMode: 'up' });
  expect((await upstreamLeads()).filter((l) => l.body.name === name)).toHaveLength(0);
  const second = await startSiteProcess(port, dataDir);
  try {
    const leads = await eventually(upstreamLeads, (l) => l.some((x) => x.body.name === name), 40_000);
    expect(leads.filter((x) => x.body.name === name)).toHaveLength(1);
  } finally {
    await second.stop();
    await resetUpstream();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
