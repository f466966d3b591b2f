// Small shared helpers of the fake upstream: errors, parameter checks, dates, paging, JSON.

/** Page size of every paged call (docs/content-contract.md#paging). */
export const PAGE_SIZE = 10;

/** An error that becomes `{ statusCode, error }` with that HTTP status. */
export class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// ---------------------------------------------------------------------------------------------
// Dates (calendar dates, India time)

/** @param {Date} [now] @returns {string} today's date in IST as YYYY-MM-DD */
export function todayIST(now = new Date()) {
  // IST is UTC+05:30 all year (no daylight saving), so no time-zone database is needed.
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** @param {string} ymd @param {number} days @returns {string} */
export function addDays(ymd, days) {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** @param {string} ymd @param {number} months @returns {string} 'YYYY-MM' */
export function addMonths(ymd, months) {
  const [y, m] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/** @param {string} s @returns {boolean} true for a real calendar date YYYY-MM-DD */
export function isRealDate(s) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

// ---------------------------------------------------------------------------------------------
// Path parameter checks (docs/content-contract.md#errors: malformed → 400)

/** @param {string} s @returns {number} */
export function parsePage(s) {
  if (!/^[1-9]\d{0,8}$/.test(s)) throw new HttpError(400, `Invalid page number: ${s}`);
  return Number(s);
}

/** @param {string} s @returns {string} */
export function parseDate(s) {
  if (!isRealDate(s)) throw new HttpError(400, `Invalid date: ${s}`);
  return s;
}

/** @param {string} s @returns {number} */
export function parseLimit(s) {
  const n = /^\d{1,4}$/.test(s) ? Number(s) : NaN;
  if (!(n >= 1 && n <= 100)) throw new HttpError(400, `Invalid limit: ${s} (must be 1-100)`);
  return n;
}

/** @param {string} s @param {string} what e.g. 'branch id' @returns {number} */
export function parseId(s, what) {
  if (!/^(0|[1-9]\d{0,8})$/.test(s)) throw new HttpError(400, `Invalid ${what}: ${s}`);
  return Number(s);
}

// ---------------------------------------------------------------------------------------------
// Collections

/**
 * Newest first: date descending, then ID descending. Returns a new array.
 * @template {{ date: string, ID: number }} T @param {T[]} items @returns {T[]}
 */
export function newestFirst(items) {
  return [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.ID - a.ID));
}

/**
 * Inclusive date filter; a start after the end gives an empty list.
 * @template {{ date: string }} T @param {T[]} items @param {string} from @param {string} to
 */
export function inRange(items, from, to) {
  return items.filter((it) => it.date >= from && it.date <= to);
}

/**
 * The paged envelope `{ data, total, page, pageSize }`; past the end gives `data: []`.
 * @param {unknown[]} items @param {number} page
 */
export function paged(items, page) {
  const start = (page - 1) * PAGE_SIZE;
  return { data: items.slice(start, start + PAGE_SIZE), total: items.length, page, pageSize: PAGE_SIZE };
}

/**
 * The shared parameter forms of dated paged lists: `[]`, `[x]`, `[a, b]`, `[a, b, c]`.
 * @template {{ date: string, ID: number }} T @param {T[]} items @param {string[]} args
 */
export function pagedByForm(items, args) {
  const sorted = newestFirst(items);
  if (args.length === 0) return paged(sorted, 1);
  if (args.length === 1) return paged(sorted, parsePage(args[0]));
  const from = parseDate(args[0]);
  const to = parseDate(args[1]);
  const page = args.length === 3 ? parsePage(args[2]) : 1;
  return paged(inRange(sorted, from, to), page);
}

/**
 * Detail envelope, or a 404 with `notFound` as the error text.
 * @param {unknown} item @param {string} notFound
 */
export function detail(item, notFound) {
  if (!item) throw new HttpError(404, notFound);
  return { statusCode: 200, data: [item] };
}

// ---------------------------------------------------------------------------------------------
// HTTP plumbing

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
export function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** @param {import('node:http').ServerResponse} res @param {unknown} err */
export function sendError(res, err) {
  const status = err instanceof HttpError ? err.status : 500;
  const message = err instanceof HttpError ? err.message : `Internal error: ${String(err)}`;
  sendJson(res, status, { statusCode: status, error: message });
}

/**
 * Reads a request body as text, at most `limit` bytes (→ 413 beyond).
 * @param {import('node:http').IncomingMessage} req @returns {Promise<string>}
 */
export function readBody(req, limit = 1_000_000) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, 'Body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
