import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '../../content/errors';
import type { FormAnswer } from '../../content/client';
import { deliver } from '../deliver';
import { backoffMs, openOutbox, type Outbox } from '../outbox';

const lead = { name: 'Asha', email: 'a@b.in', contact: '9876543210', query: 'q', pagename: 'Contact', pageurl: '/contact-us', recaptchaToken: 'tok' };

function poster(answers: (FormAnswer | Error)[]) {
  const sent: Record<string, unknown>[] = [];
  const next = async (body: Record<string, unknown>) => {
    sent.push(body);
    const answer = answers.shift() ?? { ok: true as const, message: 'ok' };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, api: { postQueryFormGoogle: next, postCallBack: next } };
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

  it('a 5xx or no answer keeps the lead, retried after the backoff without the expired token', async () => {
    const { api, sent } = poster([
      { ok: false, status: 503, error: 'maintenance' },
      new ContentError('unavailable', '/queryform_google', 'Content API timed out'),
      { ok: true, message: 'ok' },
    ]);
    // deliver() schedules from the real clock; a second of margin either side keeps this exact.
    const t0 = Date.now();
    const first = box.claim(box.add('queryform_google', lead, t0), t0)!;
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
    const id = box.add('getacall', { contact: '9876543210' }, t0);
    expect(box.claim(id, t0, 60_000)).toBeDefined();
    expect(box.claimDue(t0 + 59_000)).toEqual([]);
    expect(box.claimDue(t0 + 61_000).map((e) => e.id)).toEqual([id]);
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
});
