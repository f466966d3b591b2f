import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { summariseVitals } from '../lib/tracking/vitals-summary.mjs';
import { loadEnv } from './build-source.mjs';

/*
 * `npm run vitals:report [days]`: real visitors' LCP, INP and CLS at the 75th percentile per page
 * type, for phones and desktops, with their most frequent cause, from the tracking pixel's
 * events of the last `days` (default 28) in events.sqlite (TRACK_DATA_DIR, else CONTENT_DATA_DIR).
 */
loadEnv();
const days = Number(process.argv[2] || 28);
const file = path.resolve(process.env.TRACK_DATA_DIR || process.env.CONTENT_DATA_DIR || '.data', 'events.sqlite');
if (!existsSync(file)) {
  console.error(`No tracking events in ${file}: the site stores them once visitors arrive.`);
  process.exit(1);
}
const db = new Database(file, { readonly: true, fileMustExist: true });
const since = new Date(Date.now() - days * 86_400_000).toISOString();
const metrics = db
  .prepare("SELECT data FROM events WHERE event = 'web-vital' AND at >= ?")
  .all(since)
  .map((row) => JSON.parse(row.data).metric);
db.close();

const rows = summariseVitals(metrics);
if (rows.length === 0) {
  console.log(`No web-vital events in the last ${days} days.`);
  process.exit(0);
}
const GOOD = { LCP: 2500, INP: 200, CLS: 0.1 };
const format = (name, value) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
const table = rows.map((r) => ({
  'page type': r.pageType,
  device: r.device,
  metric: r.name,
  p75: format(r.name, r.p75),
  verdict: r.p75 <= GOOD[r.name] ? 'good' : 'poor or needs work',
  visits: r.count,
  'most frequent cause': [r.cause, r.script].filter(Boolean).join('; '),
}));
console.log(`Core Web Vitals of real visitors, last ${days} days (p75; good: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1)`);
console.table(table);
