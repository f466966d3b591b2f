import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The form endpoints end to end in-process: the embedded content API, a real outbox in a
 * temporary folder, reCAPTCHA configured with Google's answer faked.
 */
// The site details (the call number) are read through the data cache, which is Next's server's alone.
jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

const dir = mkdtempSync(path.join(os.tmpdir(), 'receive-'));
Object.assign(process.env, {
  CONTENT_DATA_DIR: dir,
  SITE_URL: 'https://www.example.in',
  RECAPTCHA_SECRET_KEY: 'secret',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
  ENQUIRY_RATE_LIMIT: '1000',
});

type Receive = typeof import('../receive');
type Content = typeof import('../../content');
type Service = typeof import('@/lib/enquiry/delivery-loop');
let receive: Receive;
let service: Service;
let content: Content['content'];
let google: Record<string, unknown> | Error;

beforeAll(async () => {
  receive = await import('../receive');
  service = await import('@/lib/enquiry/delivery-loop');
  content = (await import('../../content')).content;
  const realFetch = global.fetch;
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).startsWith('https://www.google.com/recaptcha/')) {
      if (google instanceof Error) throw google;
      return Response.json(google);
    }
    return realFetch(input, init);
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  service.outbox().close();
  rmSync(dir, { recursive: true, force: true });
});

const callBack = { contact: '9876543210', recaptchaToken: 'tok' };
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3000${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const counts = () => service.outbox().counts();

describe('form endpoints', () => {
  beforeEach(() => {
    google = { success: true, score: 0.9, action: 'callback', hostname: 'www.example.in' };
  });

  it('store and deliver a verified call-back', async () => {
    const before = counts().delivered;
    const answer = await receive.receiveCallBack(post('/api/callback', callBack));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, queued: false });
    expect(counts().delivered).toBe(before + 1);
  });

  it('refuse a type browsers send cross-site without a preflight (415), and another site (403)', async () => {
    const plain = await receive.receiveCallBack(post('/api/callback', callBack, { 'content-type': 'text/plain; x=application/json' }));
    expect(plain.status).toBe(415);
    const foreign = await receive.receiveCallBack(
      post('/api/callback', callBack, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(foreign.status).toBe(403);
  });

  it('refuse a chunked body over the cap', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024).fill(32)),
    });
    const request = new Request('http://127.0.0.1:3000/api/enquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await receive.receiveEnquiry(request)).status).toBe(413);
  });

  it.each([
    ['refused by the service', { success: false }],
    ['with a low score', { success: true, score: 0.1, action: 'callback', hostname: 'www.example.in' }],
    ['for another action', { success: true, score: 0.9, action: 'enquiry', hostname: 'www.example.in' }],
    ['from another site', { success: true, score: 0.9, action: 'callback', hostname: 'evil.example' }],
  ])('answer 400 with an error for the toast to a token %s, storing nothing', async (_case, verdict) => {
    google = verdict;
    const before = counts();
    const answer = await receive.receiveCallBack(post('/api/callback', callBack));
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toMatch(/Verification failed/);
    expect(counts()).toEqual(before);
  });

  it('tell the visitor of a form without a token what to do, with the call number, and store nothing', async () => {
    const before = counts();
    const answer = await receive.receiveCallBack(post('/api/callback', { contact: '9876543210' }));
    expect(answer.status).toBe(400);
    const { error } = await answer.json();
    expect(error).toMatch(/could not be checked in your browser.*details are still in the form: please try again/);
    const { callnumber } = (await content.getSiteDetails())!;
    expect(callnumber).toBeTruthy();
    expect(error).toContain(`call us on ${callnumber}`);
    expect(counts()).toEqual(before);
  });

  it('deliver a lead whose token could not be checked (service unreachable), with the token for the API to verify', async () => {
    const before = counts();
    google = new TypeError('fetch failed');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await receive.receiveCallBack(post('/api/callback', callBack));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, queued: false });
    expect(counts()).toMatchObject({ held: before.held, delivered: before.delivered + 1 });
    expect(warn.mock.calls.join('\n')).toContain('getacall lead sent without our reCAPTCHA check (verification unavailable: fetch failed)');
  });

  it('answer 503 with an error for the toast when the lead cannot be stored', async () => {
    const other = new Database(path.join(dir, 'outbox.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    try {
      const answer = await receive.receiveCallBack(post('/api/callback', callBack));
      expect(answer.status).toBe(503);
      expect((await answer.json()).error).toMatch(/try again/);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });
});
