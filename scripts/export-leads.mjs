import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from './build-source.mjs';

/*
 * `npm run leads:export > leads.csv`: the leads for the institute's staff, as CSV (oldest
 * first). `status` says where each one stands: `received` by the embedded content API (with
 * CONTENT_API_URL set those live in the institute's own system instead); `failed`, a lead
 * the API never accepted after every attempt (dead letter); `unverified`, a lead held back
 * because nobody could verify it (no token, verification service down). `reason` says why.
 */
loadEnv();
const dataDir = process.env.CONTENT_DATA_DIR || '.data';
const contentFile = path.resolve(dataDir, 'content.sqlite');
const outboxFile = path.resolve(dataDir, 'outbox.sqlite');
if (!existsSync(contentFile) && !existsSync(outboxFile)) {
  console.error(`No leads in ${path.resolve(dataDir)}: start the site once first (npm start).`);
  process.exit(1);
}
const FIELDS = [
  'name',
  'contact',
  'email',
  'query',
  'pagename',
  'pageurl',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];
const cell = (value) => {
  const text = value === undefined || value === null ? '' : String(value);
  // Quote every cell and neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};
const line = ({ id, at, endpoint, body, status, reason }) => {
  const fields = JSON.parse(body);
  const form = endpoint === 'getacall' ? 'call-back' : 'enquiry';
  return [id, at, form, ...FIELDS.map((f) => fields[f] ?? fields[f === 'pageurl' ? 'pagurl' : f]), status, reason].map(cell).join(',');
};

const lines = [['id', 'received_at', 'form', ...FIELDS, 'status', 'reason'].map(cell).join(',')];
let count = 0;
if (existsSync(contentFile)) {
  const db = new Database(contentFile, { readonly: true });
  for (const row of db.prepare('SELECT id, endpoint, body, received_at AS at FROM leads ORDER BY id').all()) {
    lines.push(line({ ...row, status: 'received', reason: '' }));
    count += 1;
  }
  db.close();
}
if (existsSync(outboxFile)) {
  const db = new Database(outboxFile, { readonly: true });
  const stuck = db
    .prepare(
      `SELECT 'outbox-' || id AS id, endpoint, body, created_at, last_error AS reason,
              CASE status WHEN 'held' THEN 'unverified' ELSE status END AS status
       FROM outbox WHERE status IN ('failed', 'held') ORDER BY id`,
    )
    .all();
  for (const row of stuck) {
    lines.push(line({ ...row, at: new Date(row.created_at).toISOString() }));
    count += 1;
  }
  db.close();
}
process.stdout.write(lines.join('\n') + '\n');
console.error(`${count} lead(s) exported from ${path.resolve(dataDir)}`);
