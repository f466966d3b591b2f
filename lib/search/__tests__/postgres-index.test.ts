import { Client } from 'pg';
import { startPostgres } from '../../../scripts/postgres.mjs';
import { openPostgresIndex, type PostgresIndex } from '../postgres-index';
import { defineIndexSuite } from './index-suite';

// Debian's PostgreSQL, a fresh cluster for this file (scripts/postgres.mjs).
let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres(6620);
}, 60_000);
afterAll(() => postgres.stop());

async function freshIndex(): Promise<PostgresIndex> {
  const index = openPostgresIndex(postgres.url);
  await index.count();
  const client = new Client(postgres.url);
  await client.connect();
  await client.query('TRUNCATE search_docs, search_meta');
  await client.end();
  return index;
}

defineIndexSuite('PostgreSQL search index', freshIndex);

describe('PostgreSQL writers', () => {
  it('lets one instance at a time hold the writers’ lock; a waiting task runs after it', async () => {
    const [a, b] = [await freshIndex(), await freshIndex()];
    const order: string[] = [];
    let release = () => undefined as void;
    const held = a.exclusive(() => new Promise<void>((resolve) => (release = () => (order.push('a'), resolve()))), false);
    await new Promise((r) => setTimeout(r, 100));
    expect(await b.exclusive(async () => order.push('b skipped?'), false)).toBeUndefined();
    const waiting = b.exclusive(async () => order.push('b'), true);
    await new Promise((r) => setTimeout(r, 100));
    release();
    await Promise.all([held, waiting]);
    expect(order).toEqual(['a', 'b']);
    await Promise.all([a.close(), b.close()]);
  });
});
