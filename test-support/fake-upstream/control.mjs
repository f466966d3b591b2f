// The control API of the fake upstream (served on its own port): state, scenarios, call counts,
// received leads and injected failures.

import http from 'node:http';
import { HttpError, readBody, sendError, sendJson } from './lib.mjs';
import { SCENARIOS } from './fixtures.mjs';

export const MODES = ['up', 'error500', 'error503html', 'nonjson', 'empty-body', 'stall', 'refuse'];
export const FORM_MODES = ['up', 'error500', 'stall', 'reject400', 'reject400-bare', 'store-late'];
/** `store-late`: the lead is stored at once, the answer comes this much later (an API slower than the site's timeout). */
export const STORE_LATE_MS = 8000;

/** @typedef {{ mode: string, delayMs: number, scenario: string, formMode: string }} State */
/** @typedef {{ method: string | null, path: string, status: number, bodyStatus: number, times: number, accept: boolean }} FailRule */

/** @type {Readonly<State>} */
export const DEFAULT_STATE = Object.freeze({ mode: 'up', delayMs: 0, scenario: 'default', formMode: 'up' });

/**
 * Checks a `POST /state` body and returns the validated patch.
 * @param {unknown} patch @returns {Partial<State>}
 */
export function validateStatePatch(patch) {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) throw new HttpError(400, 'Body must be a JSON object');
  /** @type {Record<string, unknown>} */
  const p = /** @type {any} */ (patch);
  /** @type {Partial<State>} */
  const out = {};
  for (const [key, value] of Object.entries(p)) {
    if (key === 'mode' || key === 'formMode' || key === 'scenario') {
      const allowed = key === 'mode' ? MODES : key === 'formMode' ? FORM_MODES : /** @type {readonly string[]} */ (SCENARIOS);
      if (typeof value !== 'string' || !allowed.includes(value)) {
        throw new HttpError(400, `${key} must be one of ${allowed.join(', ')}`);
      }
      out[key] = value;
    } else if (key === 'delayMs') {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000) {
        throw new HttpError(400, 'delayMs must be a number from 0 to 600000');
      }
      out.delayMs = value;
    } else {
      throw new HttpError(400, `Unknown state key: ${key}`);
    }
  }
  return out;
}

/**
 * Checks a `POST /fail-next` body.
 * @param {unknown} body @returns {FailRule}
 */
export function validateFailRule(body) {
  const b = /** @type {Record<string, unknown>} */ (body ?? {});
  const path = typeof b.path === 'string' ? b.path.replace(/^\/api(?=\/)/, '') : '';
  if (!path.startsWith('/')) throw new HttpError(400, 'path must be a path such as /getacall');
  const status = b.status ?? 500;
  if (typeof status !== 'number' || !(status === 0 || (Number.isInteger(status) && status >= 100 && status <= 599))) {
    throw new HttpError(400, 'status must be 0 (drop the connection) or an HTTP status 100-599');
  }
  const bodyStatus = b.bodyStatus ?? status;
  if (typeof bodyStatus !== 'number' || !Number.isInteger(bodyStatus)) throw new HttpError(400, 'bodyStatus must be an integer');
  const times = b.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) throw new HttpError(400, 'times must be a positive integer');
  const method = b.method === undefined || b.method === null ? null : String(b.method).toUpperCase();
  return { method, path, status, bodyStatus, times, accept: b.accept === true };
}

/**
 * @typedef {{
 *   url: string, controlUrl: string,
 *   getState(): State, setState(patch: Partial<State>): Promise<State>, reset(): Promise<State>,
 *   getCalls(): Record<string, number>, getLeads(): unknown[], getFailRules(): FailRule[], addFailRule(rule: FailRule): void,
 * }} Controllable
 */

/** @param {Controllable} up @returns {http.Server} */
export function createControlServer(up) {
  return http.createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const method = req.method ?? 'GET';
    /** @type {Record<string, Record<string, () => Promise<unknown> | unknown>>} */
    const routes = {
      '/': { GET: () => ({ url: up.url, controlUrl: up.controlUrl, state: up.getState() }) },
      '/state': {
        GET: () => up.getState(),
        POST: async () => up.setState(validateStatePatch(await readJson(req))),
      },
      '/reset': { POST: () => up.reset() },
      '/calls': { GET: () => up.getCalls() },
      '/leads': { GET: () => up.getLeads() },
      '/fail-next': {
        GET: () => up.getFailRules(),
        POST: async () => {
          up.addFailRule(validateFailRule(await readJson(req)));
          return up.getFailRules();
        },
      },
    };
    try {
      const route = routes[path];
      if (!route) throw new HttpError(404, `Unknown control path: ${path}`);
      const handler = route[method];
      if (!handler) throw new HttpError(405, 'Method not allowed');
      sendJson(res, 200, await handler());
    } catch (err) {
      sendError(res, err);
    }
  });
}

/** @param {http.IncomingMessage} req */
async function readJson(req) {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body must be JSON');
  }
}
