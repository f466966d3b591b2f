import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '@/lib/content/errors';
import type { FormAnswer, PostOptions } from '@/lib/content/client';
import { deliver } from '@/lib/enquiry/deliver';
import { backoffMs, BUSY_TIMEOUT_MS, openOutbox, type Outbox } from '@/lib/enquiry/outbox';

const lead = {
  name: 'Asha',
  email: 'a@b.in',
  contact: '9876543210',
  query: 'q',
  pagename: 'Contact',
  pageurl: '/contact-us',
  recaptchaToken: 'tok',
};

function poster(answers: (FormAnswer | Error)[]) {
  const sent: Record<string, unknown>[] = [];
  const options: (PostOptions | undefined)[] = [];
  const called: string[] = [];
  const next = (endpoint: string) => async (body: Record<string, unknown>, sentWith?: PostOptions) => {
    called.push(endpoint);
    sent.push(body);
    options.push(sentWith);
    const answer = answers.shift() ?? { ok: true as const, message: 'ok' };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return {
    sent,
    options,
    called,
    api: { postQueryForm: next('/queryform'), postQueryFormGoogle: next('/queryform_google'), postCallBack: next('/getacall') },
  };
}

describe('lead outbox', () => {
  let box: Outbox;
  beforeEach(() => {
    box = openOutbox(':memory:');
  });
  afterEach(() => box.close());

  it('an accepted lead is delivered once and leaves the queue', async () => {
    const { api, sent } = poster([{ ok: true, message: 'Query Submit Successfully' }]);
    const entry = box.claim(box.add('queryform_google', lead));
    expect(await deliver(api, box, entry!, true)).toEqual({ outcome: 'delivered' });
    expect(sent).toEqual([lead]);
    expect(box.counts()).toMatchObject({ delivered: 1, pending: 0 });
    expect(box.claimDue(Date.now() + 3_600_000)).toEqual([]);
  });

  it('each lead goes to the endpoint it was stored for, a plain enquiry to /queryform with its pagurl', async () => {
    const { api, sent, called } = poster([]);
    const plain = {
      name: 'Asha',
      contact: '9876543210',
      email: 'a@b.in',
      query: 'Hi',
      pagename: 'Contact Us',
      pagurl: 'https://x.in/contact-us',
    };
    await deliver(api, box, box.claim(box.add('queryform', plain))!, true);
    await deliver(api, box, box.claim(box.add('queryform_google', lead))!, true);
    await deliver(api, box, box.claim(box.add('getacall', { contact: '9876543210' }))!, true);
    expect(called).toEqual(['/queryform', '/queryform_google', '/getacall']);
    expect(sent[0]).toEqual(plain);
  });

  it('a 5xx or no answer keeps the lead, retried after the backoff without the expired token', async () => {
    const { api, sent } = poster([
      { ok: false, status: 503, error: 'maintenance' },
      new ContentError('unavailable', '/queryform_google', 'Content API timed out'),
      { ok: true, message: 'ok' },
    ]);
    // deliver() schedules from the real clock; a second of margin either side keeps this exact.
    const t0 = Date.now();
    const first = box.claim(box.add('queryform_google', lead, { now: t0 }), t0)!;
    expect((await deliver(api, box, first, true)).outcome).toBe('queued');
    expect(box.claimDue(t0 + backoffMs(1) - 1000)).toEqual([]);
    const second = box.claimDue(t0 + backoffMs(1) + 1000)[0]!;
    expect(second.attempts).toBe(2);
    expect((await deliver(api, box, second, false)).outcome).toBe('queued');
    const third = box.claimDue(Date.now() + backoffMs(2) + 1000)[0]!;
    expect(await deliver(api, box, third, false)).toEqual({ outcome: 'delivered' });
    expect(sent[0]).toHaveProperty('recaptchaToken', 'tok');
    expect(sent[1]).not.toHaveProperty('recaptchaToken');
    expect(sent).toHaveLength(3);
  });

  it('a 4xx refusal ends the lead: it is never resent', async () => {
    const { api, sent } = poster([{ ok: false, status: 400, error: 'Contact number must be 10 digits' }]);
    const entry = box.claim(box.add('getacall', { contact: '12' }))!;
    expect(await deliver(api, box, entry, true)).toEqual({ outcome: 'rejected', error: 'Contact number must be 10 digits' });
    expect(box.claimDue(Date.now() + 3_600_000)).toEqual([]);
    expect(sent).toEqual([{ contact: '12' }]);
    expect(box.counts().rejected).toBe(1);
  });

  it('a lead claimed by a process that died is claimed again when its lease runs out', () => {
    const t0 = 5_000_000;
    const id = box.add('getacall', { contact: '9876543210' }, { now: t0 });
    expect(box.claim(id, t0, 60_000)).toBeDefined();
    expect(box.claimDue(t0 + 59_000)).toEqual([]);
    expect(box.claimDue(t0 + 61_000).map((e) => e.id)).toEqual([id]);
  });

  it('every attempt of a lead carries the same Idempotency-Key and the delivery time limit; another lead has another key', async () => {
    const timedOut = new ContentError('unavailable', '/queryform_google', 'Content API timed out');
    const { api, options } = poster([timedOut, timedOut, { ok: true, message: 'ok' }]);
    box.add('queryform_google', lead);
    for (let attempt = 0; attempt < 3; attempt++) {
      const [entry] = box.claimDue(Date.now() + 3_600_000);
      await deliver(api, box, entry!, attempt === 0, 30_000);
    }
    box.add('getacall', { contact: '9876543210' });
    const [other] = box.claimDue(Date.now() + 3_600_000);
    await deliver(api, box, other!, true, 30_000);
    const keys = options.map((o) => o?.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(options.every((o) => o?.timeoutMs === 30_000)).toBe(true);
  });

  it('after its last attempt a lead is kept as failed (dead letter): never resent, never deleted', async () => {
    const small = openOutbox(':memory:', { maxAttempts: 3 });
    try {
      const { api, sent } = poster([
        { ok: false, status: 500 },
        { ok: false, status: 500 },
        { ok: false, status: 502, error: 'bad gateway' },
      ]);
      small.add('getacall', { contact: '9876543210' });
      const outcomes = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const [entry] = small.claimDue(Date.now() + 3_600_000);
        outcomes.push((await deliver(api, small, entry!, false)).outcome);
      }
      expect(outcomes).toEqual(['queued', 'queued', 'failed']);
      expect(small.claimDue(Date.now() + 30 * 86_400_000)).toEqual([]);
      expect(sent).toHaveLength(3);
      expect(small.counts()).toMatchObject({ failed: 1, pending: 0, sending: 0 });
    } finally {
      small.close();
    }
  });

  it('a lead an earlier release held back (unverified) is counted and listed, never claimed for delivery', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const file = path.join(dir, 'outbox.sqlite');
    try {
      const held = openOutbox(file);
      const id = held.add('queryform_google', lead, { now: 1_700_000_000_000 });
      const db = new Database(file);
      db.prepare("UPDATE outbox SET status = 'held', last_error = 'no verification token' WHERE id = ?").run(id);
      db.close();
      expect(held.claimDue(Date.now() + 30 * 86_400_000)).toEqual([]);
      expect(held.counts()).toMatchObject({ held: 1, pending: 0 });
      expect(held.held()).toEqual([{ id, endpoint: 'queryform_google', createdAt: 1_700_000_000_000, reason: 'no verification token' }]);
      held.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps a delivered or rejected lead's personal data until the retention date, then only its status and dates", () => {
    const delivered = box.add('queryform_google', lead, { now: 1_000 });
    const rejected = box.add('getacall', { contact: '9876543210' }, { now: 1_000 });
    const waiting = box.add('getacall', { contact: '9876543211' }, { now: 1_000 });
    box.delivered(delivered, 2_000);
    box.rejected(rejected, 'invalid', 2_000);
    expect(box.forgetAnswered(2_000)).toBe(0);
    expect(box.forgetAnswered(2_001)).toBe(2);
    expect(box.forgetAnswered(2_001)).toBe(0);
    expect(box.counts()).toMatchObject({ delivered: 1, rejected: 1, pending: 1 });
    const pending = box.claimDue(Date.now());
    expect(pending.map((e) => [e.id, e.body])).toEqual([[waiting, { contact: '9876543211' }]]);
  });

  it('backoff doubles from 5 s up to 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(600_000);
  });
});

describe('durability', () => {
  it('a stored lead survives closing and reopening the database', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const file = path.join(dir, 'outbox.sqlite');
      const first = openOutbox(file);
      const id = first.add('queryform_google', lead);
      first.close();
      const second = openOutbox(file);
      expect(second.claimDue(Date.now() + 1).map((e) => [e.id, e.body])).toEqual([[id, lead]]);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an outbox made before leads had keys gets a key for each waiting lead', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const file = path.join(dir, 'outbox.sqlite');
      const old = new Database(file);
      old.exec(`CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, endpoint TEXT NOT NULL, body TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER NOT NULL DEFAULT 0, last_error TEXT, created_at INTEGER NOT NULL, answered_at INTEGER)`);
      old
        .prepare('INSERT INTO outbox (endpoint, body, next_attempt_at, created_at) VALUES (?, ?, 0, 0)')
        .run('getacall', '{"contact":"9876543210"}');
      old.close();
      const box = openOutbox(file);
      const [entry] = box.claimDue(Date.now());
      expect(entry?.key).toMatch(/^[0-9a-f-]{36}$/);
      box.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a write lock held by another process makes add() fail within the short busy timeout instead of stalling', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const file = path.join(dir, 'outbox.sqlite');
      const box = openOutbox(file);
      const other = new Database(file);
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      expect(() => box.add('getacall', { contact: '9876543210' })).toThrow(/locked|busy/i);
      // A bound on the wait itself (the old 5 s busy timeout), not a speed target.
      expect(Date.now() - started).toBeLessThan(BUSY_TIMEOUT_MS + 2000);
      other.exec('ROLLBACK');
      other.close();
      box.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
