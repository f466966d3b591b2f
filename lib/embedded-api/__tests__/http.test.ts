import type Database from 'better-sqlite3';
import { todayInIndia } from '@/lib/dates';
import { openContentDatabase } from '@/lib/embedded-api/database';
import { serveContentRequest } from '@/lib/embedded-api/http';
import { createContentRouter } from '@/lib/embedded-api/router';
import { createStore } from '@/lib/embedded-api/store';

describe('the embedded API over HTTP', () => {
  let db: Database.Database;
  beforeAll(async () => {
    db = await openContentDatabase(':memory:');
  });
  const serve = (method: string, path: string, body?: unknown) =>
    serveContentRequest(
      new Request(`http://site.test/api/content${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      createContentRouter(createStore(db), { siteUrl: 'http://site.test', today: todayInIndia }),
    );
  const leads = () => (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;

  it('answers reads as the contract says', async () => {
    const response = await serve('GET', '/blogs/2');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: 2, pageSize: 10 });
  });

  it.each([
    ['/getacall', { contact: '9876543210' }],
    [
      '/queryform',
      { name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', query: 'Fees?', pagename: 'Contact', pagurl: '/contact-us' },
    ],
    [
      '/queryform_google',
      { name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', query: 'Fees?', pagename: 'Contact', pageurl: '/contact-us' },
    ],
  ])('refuses a valid lead posted to %s (405) and stores nothing: leads come through the form endpoints', async (path, lead) => {
    const before = leads();
    const response = await serve('POST', path, lead);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ statusCode: 405, error: 'Method not allowed' });
    expect(leads()).toBe(before);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses %s on any path', async (method) => {
    expect((await serve(method, '/getacall', { contact: '9876543210' })).status).toBe(405);
    expect((await serve(method, '/blogs')).status).toBe(405);
  });
});
