import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openOutbox } from '@/lib/enquiry/outbox';
import { openEventLog } from '@/lib/tracking/event-log';

const DAY = 86_400_000;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'events-'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const rows = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT event, at FROM events ORDER BY id').all() as { event: string; at: string }[];
  } finally {
    db.close();
  }
};

describe('tracking event log', () => {
  it('writes events in batches: nothing per event, all of a batch at once', () => {
    const file = path.join(dir, 'events.sqlite');
    const log = openEventLog({ file, retentionMs: 90 * DAY, maxBytes: 10 * 1024 * 1024, batchSize: 3, flushMs: 60_000 });
    log.record('pageview', { url: '/a' });
    log.record('click', { url: '/a' });
    expect(log.stats()).toMatchObject({ written: 0, queued: 2 });
    log.record('pageview', { url: '/b' });
    expect(rows(file).map((r) => r.event)).toEqual(['pageview', 'click', 'pageview']);
    log.close();
  });

  it('deletes events older than the retention period', () => {
    const file = path.join(dir, 'events.sqlite');
    const now = Date.now();
    const log = openEventLog({ file, retentionMs: 30 * DAY, maxBytes: 10 * 1024 * 1024 });
    log.record('pageview', { url: '/old' }, new Date(now - 31 * DAY));
    log.record('pageview', { url: '/recent' }, new Date(now - 29 * DAY));
    log.flush(now - 2 * 3_600_000);
    log.record('pageview', { url: '/new' }, new Date(now));
    log.flush(now);
    expect(rows(file).map((r) => r.at)).toEqual([new Date(now - 29 * DAY).toISOString(), new Date(now).toISOString()]);
    log.close();
  });

  it('a store that cannot be written drops its batch and never throws to the caller', () => {
    const blocker = path.join(dir, 'not-a-folder');
    writeFileSync(blocker, '');
    const log = openEventLog({ file: path.join(blocker, 'events.sqlite'), retentionMs: DAY, maxBytes: 1024 * 1024, batchSize: 2 });
    expect(() => {
      log.record('pageview', { url: '/' });
      log.record('pageview', { url: '/' });
      log.flush();
    }).not.toThrow();
    expect(log.stats()).toMatchObject({ written: 0, dropped: 2, failures: 1 });
    log.close();
  });

  it('a tracking store full at its cap fails alone: leads in the same folder are still stored', () => {
    const log = openEventLog({ file: path.join(dir, 'events.sqlite'), retentionMs: 90 * DAY, maxBytes: 128 * 1024, batchSize: 50 });
    const big = { url: '/' + 'x'.repeat(1500) };
    for (let i = 0; i < 400; i++) log.record('pageview', big);
    log.flush();
    expect(log.stats().failures).toBeGreaterThan(0);
    expect(rows(path.join(dir, 'events.sqlite')).length).toBeLessThan(100);

    const box = openOutbox(path.join(dir, 'outbox.sqlite'));
    expect(box.add('getacall', { contact: '9876543210' })).toBe(1);
    expect(box.counts().pending).toBe(1);
    box.close();
    log.close();
  });
});
