import { performance } from 'node:perf_hooks';
import { startProcess, stopAll } from '../scripts/servers.mjs';
import { commit, startSite, table } from './lib.mjs';

/*
 * Never lose a lead: LEADS enquiries (default 500) posted to the production site while the
 * fake upstream flips between up and down (refused connections, 500s, stalls) every 0.4
 * seconds; then the API stays up until the outbox is empty. Prints sent, accepted by the
 * site, arrived at the API, lost and duplicates.
 *   node bench/lead-soak.mjs        (LEADS=500, BENCH_SKIP_BUILD=1 reuses the build)
 */
const UP = 4520;
const CONTROL = 4521;
const PORT = 3750;
const LEADS = Number(process.env.LEADS || 500);
const control = (path, body) =>
  fetch(`http://127.0.0.1:${CONTROL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  }).then((r) => r.json());

try {
  await startProcess(
    'fake upstream',
    ['e2e/fake-upstream/server.mjs'],
    { FAKE_UPSTREAM_PORT: String(UP), FAKE_UPSTREAM_CONTROL_PORT: String(CONTROL) },
    'listening',
  );
  const site = await startSite({
    name: 'site on fake upstream',
    port: PORT,
    distDir: '.next-bench-upstream',
    env: {
      CONTENT_API_URL: `http://127.0.0.1:${UP}/api`,
      CONTENT_API_TIMEOUT_MS: '1500',
      CONTENT_DATA_DIR: `.data-bench-soak-${Date.now()}`,
      ENQUIRY_RATE_LIMIT: '10000',
    },
  });
  await control('/reset', {});

  const modes = [
    { formMode: 'up' },
    { formMode: 'error500' },
    { formMode: 'up' },
    { formMode: 'stall' },
    { formMode: 'up' },
    { mode: 'refuse', formMode: 'error500' },
  ];
  let flips = 0;
  const flipper = setInterval(() => {
    flips += 1;
    const next = modes[flips % modes.length];
    void control('/state', { mode: 'up', formMode: 'up', ...next });
  }, 400);

  const started = performance.now();
  const answers = { accepted: 0, queued: 0, refused: 0, failed: 0 };
  const names = new Set();
  const send = async (i) => {
    const name = `Soak Lead ${i} ${started.toFixed(0)}`;
    names.add(name);
    try {
      const response = await fetch(`${site}/api/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i % 250}.${Math.floor(i / 250)}` },
        body: JSON.stringify({
          form: 'page',
          name,
          email: `soak${i}@example.in`,
          contact: String(9000000000 + i),
          query: 'soak',
          pagename: 'Soak',
          pageurl: `${site}/contact-us`,
        }),
      });
      const body = await response.json();
      if (response.ok && body.ok) answers[body.queued ? 'queued' : 'accepted'] += 1;
      else answers.refused += 1;
    } catch {
      answers.failed += 1;
    }
  };
  const queue = Array.from({ length: LEADS }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
    }),
  );
  clearInterval(flipper);
  const sendingSeconds = ((performance.now() - started) / 1000).toFixed(1);
  await control('/state', { mode: 'up', formMode: 'up' });

  const drainStarted = performance.now();
  let waiting = Infinity;
  while (waiting > 0 && performance.now() - drainStarted < 15 * 60_000) {
    await new Promise((r) => setTimeout(r, 2000));
    waiting = (await (await fetch(`${site}/api/health`)).json()).leads.waiting;
  }
  const leads = (await control('/leads')).filter((l) => names.has(l.body.name));
  const counts = new Map();
  for (const l of leads) counts.set(l.body.name, (counts.get(l.body.name) ?? 0) + 1);
  const arrived = counts.size;
  const duplicates = [...counts.values()].reduce((n, c) => n + (c - 1), 0);
  console.log(
    `\nLead soak — commit ${commit()}; ${flips} up/down flips while sending for ${sendingSeconds} s; drained in ${((performance.now() - drainStarted) / 1000).toFixed(0)} s`,
  );
  console.log(
    table([
      {
        sent: LEADS,
        'answered success (delivered now)': answers.accepted,
        'answered success (queued)': answers.queued,
        refused: answers.refused,
        'no answer from site': answers.failed,
        'still waiting': waiting,
        'arrived at API': arrived,
        lost: LEADS - answers.refused - arrived,
        duplicates,
      },
    ]),
  );
  console.log(
    '\nDuplicates can only come from attempts that got no answer (stall/timeout): the API may have stored them; the contract accepts that.',
  );
} finally {
  stopAll();
}
