// Fake upstream: an independent implementation of the content API contract
// (docs/content-contract.md) with edge-case fixtures and failures on demand.
//
//   node test-support/fake-upstream/server.mjs        (FAKE_UPSTREAM_PORT=4010, FAKE_UPSTREAM_CONTROL_PORT=4011)
//   import { startFakeUpstream } from './test-support/fake-upstream/server.mjs'

import http from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRouter } from './router.mjs';
import { HttpError, readBody, sendError, sendJson, todayIST } from './lib.mjs';
import { buildFixtures } from './fixtures.mjs';
import { createControlServer, DEFAULT_STATE, STORE_LATE_MS } from './control.mjs';
import { siteRoutes } from './handlers/site.mjs';
import { contentRoutes } from './handlers/content.mjs';
import { pageRoutes } from './handlers/pages.mjs';
import { FORM_PATHS, formRoutes } from './handlers/forms.mjs';

const HOST = '127.0.0.1';
/** A 1×1 PNG, served for every /media/* picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** A minimal one-page PDF, served for /media/*.pdf. */
const PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PROXY_503_HTML =
  '<!DOCTYPE html><html><head><title>503 Service Temporarily Unavailable</title></head>' +
  '<body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>';
const NONJSON_HTML = '<!DOCTYPE html><html><body><h1>Fake Upstream: this is not JSON</h1></body></html>';

const match = createRouter([...siteRoutes, ...contentRoutes, ...pageRoutes, ...formRoutes]);

/**
 * Starts the fake upstream (main port + control port) on 127.0.0.1.
 * @param {{ port?: number, controlPort?: number, today?: string }} [options]
 *   port 0 picks a free port; controlPort defaults to port+1 (or a free port when port is 0);
 *   today (YYYY-MM-DD) pins "today" instead of the real IST date.
 */
export async function startFakeUpstream({ port = 4010, controlPort, today } = {}) {
  /** @type {import('./control.mjs').State} */
  let state = { ...DEFAULT_STATE };
  /** @type {Map<string, number>} */
  const calls = new Map();
  /** @type {{ endpoint: string, body: unknown, at: string }[]} */
  const leads = [];
  /** @type {import('./control.mjs').FailRule[]} */
  let failRules = [];
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** @type {http.Server | null} */
  let main = null;
  let mainPort = port;
  /** @type {{ key: string, fx: import('./fixtures.mjs').Fixtures } | null} */
  let cache = null;

  function fixtures() {
    const day = today ?? todayIST();
    const key = `${day}|${state.scenario}|${mainPort}`;
    if (cache?.key !== key) {
      cache = {
        key,
        fx: buildFixtures({ mediaBase: `http://${HOST}:${mainPort}/media`, today: day, scenario: /** @type {any} */ (state.scenario) }),
      };
    }
    return cache.fx;
  }

  /** @param {string} method @param {string} path */
  function takeFailRule(method, path) {
    const rule = failRules.find((r) => r.path === path && (r.method === null || r.method === method));
    if (!rule) return null;
    rule.times -= 1;
    if (rule.times <= 0) failRules = failRules.filter((r) => r !== rule);
    return rule;
  }

  /** @param {number} ms */
  function sleep(ms) {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve(undefined);
      }, ms);
      timers.add(t);
    });
  }

  /**
   * @param {http.ServerResponse} res @param {import('./control.mjs').FailRule} rule
   */
  function answerFailure(res, rule) {
    if (rule.status === 0) res.socket?.destroy();
    else sendJson(res, rule.status, { statusCode: rule.bodyStatus, error: 'Injected failure (fake upstream)' });
  }

  /**
   * Content GETs (and anything else that is not a form path): `mode`, `delayMs`, fail-next.
   * @param {http.ServerResponse} res @param {string} method @param {string} path
   */
  async function handleContent(res, method, path) {
    const { mode, delayMs } = state;
    if (mode === 'stall') return; // never answer; the socket stays open until close()
    await sleep(delayMs);
    if (res.destroyed) return;
    const rule = takeFailRule(method, path);
    if (rule) return answerFailure(res, rule);
    if (mode === 'error500') return sendJson(res, 500, { statusCode: 500, error: 'Internal server error (fake upstream)' });
    if (mode === 'error503html') {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(PROXY_503_HTML);
    }
    if (mode === 'nonjson') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(NONJSON_HTML);
    }
    if (mode === 'empty-body') {
      res.writeHead(502, { 'Content-Length': 0 });
      return res.end();
    }
    const { handler, params, args } = match(method, path);
    sendJson(res, 200, await handler({ params, args, fx: fixtures() }));
  }

  /**
   * Form paths: `formMode` and fail-next; valid accepted bodies are recorded as leads.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} method @param {string} path
   */
  async function handleForm(req, res, method, path) {
    const body = method === 'POST' ? await readBody(req) : '';
    const { formMode } = state;
    if (formMode === 'stall') return;
    const rule = takeFailRule(method, path);
    const idempotencyKey = req.headers['idempotency-key'];
    /** @param {string} endpoint @param {unknown} data */
    const recordLead = (endpoint, data) =>
      leads.push({ endpoint, body: data, at: new Date().toISOString(), ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}) });
    const run = () => {
      const { handler, params, args } = match(method, path);
      return handler({ params, args, fx: fixtures(), body, recordLead });
    };
    if (rule) {
      if (rule.accept) {
        try {
          run();
        } catch {
          /* invalid bodies are simply not recorded */
        }
      }
      return answerFailure(res, rule);
    }
    if (formMode === 'error500') return sendJson(res, 500, { statusCode: 500, error: 'Internal server error (fake upstream)' });
    if (formMode === 'reject400') return sendJson(res, 400, { statusCode: 400, error: 'Rejected by fake upstream' });
    if (formMode === 'reject400-bare') return sendJson(res, 400, { statusCode: 400 });
    if (formMode === 'store-late') {
      const answer = run();
      await sleep(STORE_LATE_MS);
      if (!res.destroyed) sendJson(res, 200, answer);
      return;
    }
    sendJson(res, 200, run());
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function onRequest(req, res) {
    const method = req.method ?? 'GET';
    const rawPath = (req.url ?? '/').split('?')[0];
    const isApi = rawPath === '/api' || rawPath.startsWith('/api/');
    const path = isApi ? rawPath.slice(4) || '/' : rawPath;
    calls.set(`${method} ${path}`, (calls.get(`${method} ${path}`) ?? 0) + 1);
    try {
      if (!isApi) {
        if (!path.startsWith('/media/') || path === '/media/') throw new HttpError(404, `Not found: ${path}`);
        if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Method not allowed');
        const pdf = path.toLowerCase().endsWith('.pdf');
        const bytes = pdf ? PDF : PNG;
        res.writeHead(200, { 'Content-Type': pdf ? 'application/pdf' : 'image/png', 'Content-Length': bytes.length });
        return void res.end(method === 'HEAD' ? undefined : bytes);
      }
      if (FORM_PATHS.has(path)) await handleForm(req, res, method, path);
      else await handleContent(res, method, path);
    } catch (err) {
      if (!res.headersSent && !res.destroyed) sendError(res, err);
    }
  }

  /** @param {number} p */
  function listenMain(p) {
    const server = http.createServer((req, res) => void onRequest(req, res));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, HOST, () => {
        server.off('error', reject);
        main = server;
        mainPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
        resolve(undefined);
      });
    });
  }

  /** Stops listening and drops every open connection (stalled ones included). */
  function closeMain() {
    const server = main;
    main = null;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve(undefined));
      server.closeAllConnections();
    });
  }

  /** State changes run one at a time (closing and re-opening the main port is asynchronous). */
  let queue = Promise.resolve();
  /** @template T @param {() => Promise<T>} fn @returns {Promise<T>} */
  const serial = (fn) => {
    const run = queue.then(fn);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };

  await listenMain(port);
  const control = createControlServer({
    get url() {
      return `http://${HOST}:${mainPort}/api`;
    },
    get controlUrl() {
      return controlUrl;
    },
    getState: () => ({ ...state }),
    setState: (patch) =>
      serial(async () => {
        const next = { ...state, ...patch };
        if (next.mode === 'refuse' && main) await closeMain();
        if (next.mode !== 'refuse' && !main) await listenMain(mainPort);
        state = next;
        return { ...state };
      }),
    reset: () =>
      serial(async () => {
        calls.clear();
        leads.length = 0;
        failRules = [];
        if (!main) await listenMain(mainPort);
        state = { ...DEFAULT_STATE };
        return { ...state };
      }),
    getCalls: () => Object.fromEntries(calls),
    getLeads: () => leads.map((l) => ({ ...l })),
    getFailRules: () => failRules.map((r) => ({ ...r })),
    addFailRule: (rule) => void failRules.push(rule),
  });
  const wantedControl = controlPort ?? (port === 0 ? 0 : port + 1);
  await new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(wantedControl, HOST, () => resolve(undefined));
  }).catch(async (err) => {
    await closeMain();
    throw err;
  });
  const actualControlPort = /** @type {import('node:net').AddressInfo} */ (control.address()).port;
  const controlUrl = `http://${HOST}:${actualControlPort}`;

  return {
    url: `http://${HOST}:${mainPort}/api`,
    controlUrl,
    port: mainPort,
    controlPort: actualControlPort,
    /** The fixtures currently served (depends on the scenario and today's date). */
    fixtures,
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await closeMain();
      await new Promise((resolve) => {
        control.close(() => resolve(undefined));
        control.closeAllConnections();
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// CLI entry

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 4010);
  const controlPort = process.env.FAKE_UPSTREAM_CONTROL_PORT ? Number(process.env.FAKE_UPSTREAM_CONTROL_PORT) : undefined;
  const today = process.env.FAKE_UPSTREAM_TODAY || undefined;
  startFakeUpstream({ port, controlPort, today }).then(
    (up) => {
      console.log(`fake upstream listening on ${up.url} (control ${up.controlPort})`);
      let closing = false;
      const stop = () => {
        if (closing) return;
        closing = true;
        up.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    },
    (err) => {
      console.error(`fake upstream failed to start: ${err?.message ?? err}`);
      process.exit(1);
    },
  );
}
