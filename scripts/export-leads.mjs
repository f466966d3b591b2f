import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from './build-source.mjs';

/*
 * `npm run leads:export > leads.csv`: the enquiries the embedded content API received, as
 * CSV for the institute's staff (one row a lead, newest last). With CONTENT_API_URL set the
 * leads live in the institute's own system instead.
 */
loadEnv();
const file = path.resolve(process.env.CONTENT_DATA_DIR || '.data', 'content.sqlite');
if (!existsSync(file)) {
  console.error(`No embedded database at ${file}: start the site once first (npm start).`);
  process.exit(1);
}
const FIELDS = ['name', 'contact', 'email', 'query', 'pagename', 'pageurl', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
const cell = (value) => {
  const text = value === undefined || value === null ? '' : String(value);
  // Quote every cell and neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};
const db = new Database(file, { readonly: true });
const rows = db.prepare('SELECT id, endpoint, body, received_at FROM leads ORDER BY id').all();
const lines = [['id', 'received_at', 'form', ...FIELDS].map(cell).join(',')];
for (const row of rows) {
  const body = JSON.parse(row.body);
  const form = row.endpoint === 'getacall' ? 'call-back' : 'enquiry';
  lines.push([row.id, row.received_at, form, ...FIELDS.map((f) => body[f] ?? body[f === 'pageurl' ? 'pagurl' : f])].map(cell).join(','));
}
process.stdout.write(lines.join('\n') + '\n');
console.error(`${rows.length} lead(s) exported from ${file}`);
