// A tiny path router: exact segments and `:name` parameters (percent-decoded), 404 and 405.

import { HttpError } from './lib.mjs';

/**
 * @typedef {{ params: Record<string, string>, args: string[], fx: import('./fixtures.mjs').Fixtures,
 *   body?: string, recordLead?: (endpoint: string, body: unknown) => void }} Ctx
 * @typedef {(ctx: Ctx) => unknown} Handler  returns the JSON body of a 200 answer, or throws HttpError
 * @typedef {[method: string, pattern: string, handler: Handler]} Route
 */

/** @param {Route[]} routes */
export function createRouter(routes) {
  const compiled = routes.map(([method, pattern, handler]) => ({
    method,
    handler,
    segments: pattern.split('/').slice(1),
  }));

  /**
   * @param {string} method @param {string} path e.g. '/blogs/2' (still percent-encoded)
   * @returns {{ handler: Handler, params: Record<string, string>, args: string[] }}
   */
  return function match(method, path) {
    const parts = path.split('/').slice(1);
    let pathKnown = false;
    for (const route of compiled) {
      if (route.segments.length !== parts.length) continue;
      /** @type {Record<string, string>} */
      const params = {};
      const args = [];
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = route.segments[i];
        const part = parts[i];
        if (seg.startsWith(':')) {
          if (part === '') ok = false;
          else {
            const value = decode(part);
            params[seg.slice(1)] = value;
            args.push(value);
          }
        } else ok = seg === part;
      }
      if (!ok) continue;
      pathKnown = true;
      if (route.method === method) return { handler: route.handler, params, args };
    }
    if (pathKnown) throw new HttpError(405, 'Method not allowed');
    throw new HttpError(404, `Not found: ${path}`);
  };
}

/** @param {string} s */
function decode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new HttpError(400, `Malformed percent-encoding in path parameter: ${s}`);
  }
}
