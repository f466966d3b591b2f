import { createHash } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { searchByKinds, type EngineReads } from './kind-ranges';
import { SEARCH_KINDS, type SearchKind } from './kinds';
import { blockOf, kindRange } from './rowids';
import type { SearchDocument, SearchIndex } from './search-index';
import { packText, storedHit, type StoredRow } from './stored-text';
import { tsqueryLiteral, tsvectorLiteral } from './tsvector';

/*
 * The search index in PostgreSQL (SEARCH_DATABASE_URL), shared by several instances: the same
 * documents, numbers (rowids.ts) and reads as the SQLite index, with a GIN index over a tsvector
 * built from our own words (tsvector.ts). Writers take an advisory lock (`exclusive`), so one
 * instance at a time builds or refreshes; every instance reads.
 */

/** The advisory lock of the index's writers (any number: it only has to be the same for every instance). */
const WRITER_LOCK = 250_925;
const SCHEMA_LOCK = 250_926;

const partition = (kind: SearchKind) => `search_docs_${kind}`;

/** Said in the table's comment: an index of any other layout is dropped and built again. */
const LAYOUT = 'site search layout 2';

/*
 * One partition per kind (its range of document numbers, rowids.ts), each with its own GIN index:
 * a search reads each kind apart, and a kind's read then walks that kind's postings only, not
 * every kind's (six times the same match, measured 11 ms each for a common prefix at 110,000
 * items). A kind's slugs are unique within its partition. The tsvector stays in the row (MAIN),
 * where the match, the phrase check and ts_rank read it without a TOAST lookup; the packed text,
 * read for a page of hits only, goes out of line first (EXTERNAL; kept as text compressed by
 * PostgreSQL's lz4 instead, it measured 10 % larger and no faster to build). Under a lock: two
 * instances starting at once would both try to create the tables. A table of another layout (the
 * earlier single table among them) is dropped, and with it the meta that says the index was built,
 * so the indexer builds it again.
 */
const SCHEMA = `
  BEGIN;
  SELECT pg_advisory_xact_lock(${SCHEMA_LOCK});
  CREATE TABLE IF NOT EXISTS search_meta (key text PRIMARY KEY, value text NOT NULL);
  DO $$ BEGIN
    IF to_regclass('search_docs') IS NOT NULL
      AND obj_description(to_regclass('search_docs'), 'pg_class') IS DISTINCT FROM '${LAYOUT}' THEN
      DROP TABLE search_docs;
      DELETE FROM search_meta;
    END IF;
    IF to_regclass('search_docs') IS NULL THEN
      CREATE TABLE search_docs (
        id bigint PRIMARY KEY,
        kind text NOT NULL,
        slug text NOT NULL,
        title text NOT NULL,
        body bytea NOT NULL,
        day text,
        hash text NOT NULL,
        tsv tsvector NOT NULL
      ) PARTITION BY RANGE (id);
      ALTER TABLE search_docs ALTER COLUMN tsv SET STORAGE MAIN, ALTER COLUMN body SET STORAGE EXTERNAL;
      ${SEARCH_KINDS.map((kind) => {
        const { lo, hi } = kindRange(kind);
        return `CREATE TABLE ${partition(kind)} PARTITION OF search_docs FOR VALUES FROM (${lo}) TO (${hi + 1});
      CREATE UNIQUE INDEX ${partition(kind)}_slug ON ${partition(kind)} (slug);`;
      }).join('\n      ')}
      COMMENT ON TABLE search_docs IS '${LAYOUT}';
    END IF;
  END $$;
  COMMIT;
`;

const BATCH = 500;
const INSERT_CHUNK = 100;
/*
 * Rows as one VALUES list of parameters, not arrays: each value is read once by its own type's input
 * (an array of tsvector literals was read twice, as an array and then as tsvectors), and the packed
 * text goes over as binary rather than as hex inside an array literal.
 */
const insertRows = (rows: number) =>
  `INSERT INTO search_docs (id, kind, slug, title, body, day, hash, tsv) VALUES ${Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: 8 }, (_, c) => `$${r * 8 + c + 1}`).join(', ')}::tsvector)`,
  ).join(', ')}`;

const hashOf = (d: SearchDocument) => createHash('sha1').update(`${d.title}\u0000${d.body}`).digest('base64url');

type Existing = { id: string; hash: string; day: string | null };

export type PostgresIndex = SearchIndex & {
  /** Runs `task` while holding the writers' lock; `wait: false` gives up (undefined) when another instance holds it. */
  exclusive<T>(task: () => Promise<T>, wait: boolean): Promise<T | undefined>;
};

export function openPostgresIndex(connectionString: string): PostgresIndex {
  // No parallel workers: a search is six short reads at once, and starting a worker costs more than any of them.
  const pool = new Pool({ connectionString, max: 8, options: '-c max_parallel_workers_per_gather=0' });
  // An idle connection PostgreSQL closes (a restart) is not the process's end: the next query reconnects.
  pool.on('error', (error) => console.error(`search index: PostgreSQL connection lost: ${error.message}`));
  const ready = pool.query(SCHEMA);
  const query = async <R extends object>(sql: string, values: unknown[] = []) => {
    await ready;
    return (await pool.query<R>(sql, values)).rows;
  };

  /** One batch of documents in a few statements: the ones already there read at once, the new ones inserted at once. */
  async function writeBatch(client: PoolClient, batch: SearchDocument[]): Promise<void> {
    const key = (kind: string, slug: string) => `${kind}\u0000${slug}`;
    // A list walked while it changes can hand the same item over twice: the last copy counts.
    const docs = [...new Map(batch.map((d) => [key(d.kind, d.slug), d])).values()];
    const found = new Map(
      (
        await client.query<Existing & { kind: string; slug: string }>(
          'SELECT d.id, d.kind, d.slug, d.hash, d.day FROM search_docs d JOIN unnest($1::text[], $2::text[]) AS k(kind, slug) ON d.kind = k.kind AND d.slug = k.slug',
          [docs.map((d) => d.kind), docs.map((d) => d.slug)],
        )
      ).rows.map((r) => [key(r.kind, r.slug), r]),
    );
    const gone: string[] = [];
    const added: { d: SearchDocument; hash: string; block: [number, number] }[] = [];
    for (const d of docs) {
      const hash = hashOf(d);
      const old = found.get(key(d.kind, d.slug));
      if (old && old.hash === hash && old.day === (d.date ?? null)) continue;
      if (old && old.day === (d.date ?? null)) {
        await client.query('UPDATE search_docs SET title = $1, body = $2, hash = $3, tsv = $4::tsvector WHERE id = $5', [
          d.title,
          packText(d.body),
          hash,
          tsvectorLiteral(d.title, d.body),
          old.id,
        ]);
        continue;
      }
      if (old) gone.push(old.id);
      added.push({ d, hash, block: blockOf(d.kind, d.date) });
    }
    // The last number used in each block the new documents go to, in one read for the batch.
    const blocks = [...new Map(added.map((a) => [a.block[0], a.block])).values()];
    const nextIds = new Map(
      (
        await client.query<{ first: string; top: string | null }>(
          'SELECT b.first, (SELECT max(id) FROM search_docs WHERE id BETWEEN b.first AND b.last) AS top FROM unnest($1::bigint[], $2::bigint[]) AS b(first, last)',
          [blocks.map((b) => b[0]), blocks.map((b) => b[1])],
        )
      ).rows.map((r) => [Number(r.first), r.top === null ? Number(r.first) : Number(r.top) + 1]),
    );
    const fresh = added.map(({ d, hash, block: [first, last] }) => {
      const id = nextIds.get(first) ?? first;
      if (id > last) throw new Error(`search index: too many ${d.kind} items on ${d.date}`);
      nextIds.set(first, id + 1);
      return { id, d, hash };
    });
    if (gone.length > 0) await client.query('DELETE FROM search_docs WHERE id = ANY($1::bigint[])', [gone]);
    // The next rows' words are counted while PostgreSQL writes the last ones: the two share a full build's time.
    let writing: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      const rows = fresh.slice(i, i + INSERT_CHUNK);
      const values = rows.flatMap((f) => [
        f.id,
        f.d.kind,
        f.d.slug,
        f.d.title,
        packText(f.d.body),
        f.d.date ?? null,
        f.hash,
        tsvectorLiteral(f.d.title, f.d.body),
      ]);
      await writing;
      writing = client.query(insertRows(rows.length), values);
    }
    await writing;
  }

  async function inTransactions<T>(items: T[], run: (client: PoolClient, batch: T[]) => Promise<void>): Promise<void> {
    await ready;
    for (let i = 0; i < items.length; i += BATCH) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await run(client, items.slice(i, i + BATCH));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    }
  }

  const removeBatch = async (client: PoolClient, keys: { kind: SearchKind; slug: string }[]) => {
    await client.query(
      'DELETE FROM search_docs d USING unnest($1::text[], $2::text[]) AS k(kind, slug) WHERE d.kind = k.kind AND d.slug = k.slug',
      [keys.map((k) => k.kind), keys.map((k) => k.slug)],
    );
  };

  const reads: EngineReads<string> = {
    async newest(match, lo, hi, limit) {
      const rows = await query<{ id: string }>(
        'SELECT id FROM search_docs WHERE id BETWEEN $2 AND $3 AND tsv @@ $1::tsquery ORDER BY id DESC LIMIT $4',
        [match, lo, hi, limit],
      );
      return rows.map((r) => Number(r.id));
    },
    async newestScored(match, lo, hi, limit, scored) {
      const rows = await query<{ id: string; score: number | null }>(
        // The newest matches' numbers only, then the first `scored` of them read again by number for
        // their rank: a sort that carried every match's tsvector would copy megabytes.
        `SELECT id, CASE WHEN place <= $5 THEN (
           SELECT -ts_rank(d.tsv, $1::tsquery, 1) FROM search_docs d WHERE d.id = n.id AND d.id BETWEEN $2 AND $3
         ) END AS score
         FROM (
           SELECT id, row_number() OVER (ORDER BY id DESC) AS place
           FROM (SELECT id FROM search_docs WHERE id BETWEEN $2 AND $3 AND tsv @@ $1::tsquery ORDER BY id DESC LIMIT $4) AS m
         ) AS n
         ORDER BY id DESC`,
        [match, lo, hi, limit, scored],
      );
      return rows.map((r) => (r.score === null ? { id: Number(r.id) } : { id: Number(r.id), score: r.score }));
    },
    async hits(ids) {
      if (ids.length === 0) return [];
      const rows = await query<StoredRow & { id: string }>(
        'SELECT id, kind, slug, title, body, day FROM search_docs WHERE id = ANY($1::bigint[])',
        [ids],
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [storedHit(r)] : [];
      });
    },
  };

  return {
    search: (request) => searchByKinds(request, tsqueryLiteral(request.terms), reads),

    upsert: (docs) => inTransactions(docs, writeBatch),

    remove: (keys) => inTransactions(keys, removeBatch),

    async retainOnly(kind, keep) {
      const slugs = await query<{ slug: string }>(`SELECT slug FROM ${partition(kind)}`);
      const gone = slugs.filter((r) => !keep.has(r.slug)).map((r) => ({ kind, slug: r.slug }));
      await inTransactions(gone, removeBatch);
    },

    /*
     * The GIN index is made here, after the first full build has loaded every row: one bulk
     * build instead of 110,000 row-by-row inserts (measured below in bench/search.mjs) and a
     * compact index. Later writes keep it up to date, without a pending list a read would scan.
     * Then fresh statistics for the planner, which chooses between the GIN index and the id order by them.
     */
    async optimize() {
      await ready;
      const client = await pool.connect();
      try {
        await client.query("SET maintenance_work_mem = '256MB'");
        await client.query('CREATE INDEX IF NOT EXISTS search_docs_tsv ON search_docs USING gin (tsv) WITH (fastupdate = off)');
        await client.query('VACUUM ANALYZE search_docs');
      } finally {
        client.release();
      }
    },

    count: async () => Number((await query<{ n: string }>('SELECT count(*) AS n FROM search_docs'))[0]?.n ?? 0),

    getMeta: async (key) => (await query<{ value: string }>('SELECT value FROM search_meta WHERE key = $1', [key]))[0]?.value,

    async setMeta(key, value) {
      await query('INSERT INTO search_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [
        key,
        value,
      ]);
    },

    async exclusive(task, wait) {
      await ready;
      const client = await pool.connect();
      try {
        if (wait) await client.query('SELECT pg_advisory_lock($1)', [WRITER_LOCK]);
        else if (!(await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [WRITER_LOCK])).rows[0]?.ok)
          return undefined;
        try {
          return await task();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [WRITER_LOCK]);
        }
      } finally {
        client.release();
      }
    },

    close: () => pool.end(),
  };
}
