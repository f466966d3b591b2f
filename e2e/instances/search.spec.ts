import { Client } from 'pg';
import { expect, test } from '@/test-support/e2e/test';
import { E2E, REVALIDATE_SECRET } from '../targets.mjs';
import { eventually, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

/*
 * Two instances sharing one site-search index in PostgreSQL (SEARCH_DATABASE_URL): both answer
 * from it, it holds each item once, and a webhook received by one re-indexes for both.
 */
const { a, b, postgresPort } = E2E.instances;
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

type Answer = { results: { href: string }[]; total: number };
const search = async (instanceUrl: string, q: string): Promise<Answer> => {
  const response = await fetch(`${instanceUrl}/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return (await response.json()) as Answer;
};

async function postgres<T>(sql: string): Promise<T[]> {
  const client = new Client(`postgres://site@127.0.0.1:${postgresPort}/site`);
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

test.beforeAll(resetUpstream);
test.afterAll(resetUpstream);

test('both instances answer from the one shared index, which holds each item once', async () => {
  const built = await eventually(
    () => postgres<{ value: string }>("SELECT value FROM search_meta WHERE key = 'built-from'"),
    (rows) => rows.length === 1,
    60_000,
  );
  expect(built[0]?.value).toBe(`api:${E2E.fakeUpstream.apiUrl}`);
  const [fromA, fromB] = await Promise.all([search(a.url, 'monsoon'), search(b.url, 'monsoon')]);
  expect(fromA.total).toBeGreaterThan(0);
  expect(fromB).toEqual(fromA);
  const duplicates = await postgres<{ n: string }>('SELECT count(*) - count(DISTINCT (kind, slug)) AS n FROM search_docs');
  expect(Number(duplicates[0]?.n)).toBe(0);
});

test('a webhook received by one instance re-indexes for both', async () => {
  const hindi = '/blog/fake-blog-hindi';
  expect((await search(b.url, 'प्रस्तावना')).results.map((r) => r.href)).toContain(hindi);
  await setUpstream({ scenario: 'empty' });
  const webhook = await fetch(`${a.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ tag: 'blog:fake-blog-hindi' }),
  });
  expect(webhook.status).toBe(200);
  const gone = await eventually(
    () => search(b.url, 'प्रस्तावना'),
    (answer) => !answer.results.some((r) => r.href === hindi),
  );
  expect(gone.results.map((r) => r.href)).not.toContain(hindi);
  await resetUpstream();
  await fetch(`${b.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ tag: 'blogs' }),
  });
  const back = await eventually(
    () => search(a.url, 'प्रस्तावना'),
    (answer) => answer.results.some((r) => r.href === hindi),
  );
  expect(back.results.map((r) => r.href)).toContain(hindi);
});
