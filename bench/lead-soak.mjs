import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from 'redis';
import { shippedSiteConf, startNginx } from '../test-support/services/nginx.mjs';
import { startRedis, stopRedis } from '../test-support/services/redis.mjs';
import { startProcess, stopAll } from '../test-support/services/servers.mjs';
import { commit, record, startSite, table } from './lib.mjs';

/*
 * Never lose a lead. Two scenarios; then the API stays up until the outboxes are empty, and the
 * bench prints sent, accepted by the site, arrived at the API, lost and duplicates.
 * - one site (default): LEADS enquiries (500) posted as fast as 8 clients can while the fake
 *   upstream flips between up and down (refused connections, 500s, stalls) every 0.4 s;
 * - SOAK=instances (issue 24): 300 leads over 60 s through deploy/nginx/site.conf to two
 *   instances sharing Redis, Redis paused for 20 s from the 20th second, and the API answering
 *   8 s late (having stored the lead) one second in two. Goal: every lead reaches the API once.
 *   node bench/lead-soak.mjs        (LEADS=…, SOAK=instances, BENCH_SKIP_BUILD=1 reuses the build)
 */
const UP = 4520;
const CONTROL = 4521;
const PORT = 3750;
const REDIS = 3752;
const NGINX = 3753;
const INSTANCES = process.env.SOAK === 'instances';
const LEADS = Number(process.env.LEADS || (INSTANCES ? 300 : 500));
const control = (path, body) =>
  fetch(`http://127.0.0.1:${CONTROL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  }).then((r) => r.json());

let stopNginx = () => {};
try {
  await startProcess(
    'fake upstream',
    ['test-support/fake-upstream/server.mjs'],
    { FAKE_UPSTREAM_PORT: String(UP), FAKE_UPSTREAM_CONTROL_PORT: String(CONTROL) },
    'listening',
  );
  const env = {
    CONTENT_API_URL: `http://127.0.0.1:${UP}/api`,
    CONTENT_API_TIMEOUT_MS: '1500',
    ENQUIRY_RATE_LIMIT: '10000',
    ...(INSTANCES ? { REDIS_URL: `redis://127.0.0.1:${REDIS}`, TRUSTED_PROXIES: '127.0.0.1' } : {}),
  };
  if (INSTANCES) await startRedis(REDIS);
  const instances = [
    await startSite({
      name: 'site on fake upstream',
      port: PORT,
      distDir: '.next-bench-upstream',
      env: { ...env, CONTENT_DATA_DIR: `.data-bench-soak-${Date.now()}` },
    }),
  ];
  let site = instances[0];
  if (INSTANCES) {
    // The same build on a second port with its own outbox, both behind the shipped nginx.
    const dataDir = `.data-bench-soak-b-${Date.now()}`;
    instances.push(
      await startSite({
        name: 'second instance',
        port: PORT + 1,
        distDir: '.next-bench-upstream',
        env: { ...env, CONTENT_DATA_DIR: dataDir },
        build: false,
      }),
    );
    const dir = path.resolve('.data-bench-soak-nginx');
    rmSync(dir, { recursive: true, force: true });
    stopNginx = await startNginx(
      dir,
      shippedSiteConf({ port: NGINX, upstreamPorts: [PORT, PORT + 1], cacheDir: path.join(dir, 'cache') }),
      NGINX,
    );
    site = `http://127.0.0.1:${NGINX}`;
  }
  await control('/reset', {});

  const modes = INSTANCES
    ? [{ formMode: 'up' }, { formMode: 'store-late' }]
    : [
        { formMode: 'up' },
        { formMode: 'error500' },
        { formMode: 'up' },
        { formMode: 'stall' },
        { formMode: 'up' },
        { mode: 'refuse', formMode: 'error500' },
      ];
  let flips = 0;
  const flipper = setInterval(
    () => {
      flips += 1;
      const next = modes[flips % modes.length];
      void control('/state', { mode: 'up', formMode: 'up', ...next });
    },
    INSTANCES ? 1000 : 400,
  );
  const redis = INSTANCES ? createClient({ url: `redis://127.0.0.1:${REDIS}` }) : undefined;
  if (redis) {
    await redis.connect();
    setTimeout(() => void redis.sendCommand(['CLIENT', 'PAUSE', '20000', 'ALL']), 20_000).unref();
  }

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
  if (INSTANCES) {
    // Paced: one lead every 60 s / LEADS, each on its own (a visitor does not wait for another).
    const pending = [];
    for (const i of queue) {
      pending.push(send(i));
      await new Promise((r) => setTimeout(r, 60_000 / LEADS));
    }
    await Promise.all(pending);
  } else {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
      }),
    );
  }
  clearInterval(flipper);
  const sendingSeconds = ((performance.now() - started) / 1000).toFixed(1);
  await control('/state', { mode: 'up', formMode: 'up' });

  const drainStarted = performance.now();
  let waiting = Infinity;
  while (waiting > 0 && performance.now() - drainStarted < 15 * 60_000) {
    await new Promise((r) => setTimeout(r, 2000));
    waiting = 0;
    for (const instance of instances) waiting += (await (await fetch(`${instance}/api/health`)).json()).leads.waiting;
  }
  await redis?.quit();
  const leads = (await control('/leads')).filter((l) => names.has(l.body.name));
  const counts = new Map();
  for (const l of leads) counts.set(l.body.name, (counts.get(l.body.name) ?? 0) + 1);
  const arrived = counts.size;
  const duplicates = [...counts.values()].reduce((n, c) => n + (c - 1), 0);
  const lost = LEADS - answers.refused - arrived;
  record(
    INSTANCES ? 'lead-soak-instances' : 'lead-soak',
    `${LEADS} leads sent, ${arrived} arrived, ${lost} lost, ${duplicates} duplicates, ${waiting} still waiting (goal: every lead once)`,
    [
      `Lead soak${INSTANCES ? ' (2 instances behind nginx, Redis paused 20 s, API 8 s late one second in two)' : ''} — commit ${commit()}; ` +
        `${flips} flips while sending for ${sendingSeconds} s; drained in ${((performance.now() - drainStarted) / 1000).toFixed(0)} s`,
      table([
        {
          sent: LEADS,
          'answered success (delivered now)': answers.accepted,
          'answered success (queued)': answers.queued,
          refused: answers.refused,
          'no answer from site': answers.failed,
          'still waiting': waiting,
          'arrived at API': arrived,
          lost,
          duplicates,
        },
      ]),
      '\nDuplicates can only come from attempts that got no answer (stall/timeout): the API may have stored them; the contract accepts that.',
    ].join('\n'),
  );
} finally {
  stopNginx();
  stopAll();
  if (INSTANCES) await stopRedis(REDIS);
}
