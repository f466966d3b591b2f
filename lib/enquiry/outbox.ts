import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/*
 * The lead outbox: every enquiry is written here (durably, before the visitor is told it
 * was received) and then delivered to the content API at least once. A lead leaves the
 * queue when the API answered it (delivered, rejected) or when its attempts ran out (failed:
 * the dead letter). `held`: a lead an earlier release kept back unverified, never sent, which
 * staff see in the start-up log, /api/health and the export; no row is ever deleted.
 */
export type OutboxEndpoint = 'queryform' | 'queryform_google' | 'getacall';
export type OutboxStatus = 'pending' | 'sending' | 'delivered' | 'rejected' | 'failed' | 'held';

export type OutboxEntry = {
  id: number;
  /** Sent as the Idempotency-Key header: the same on every attempt of one lead. */
  key: string;
  endpoint: OutboxEndpoint;
  body: Record<string, unknown>;
  attempts: number;
};

type Row = { id: number; key: string; endpoint: OutboxEndpoint; body: string; attempts: number };

/** Attempts before a lead becomes a dead letter: with the backoff below, about 2.5 hours of trying. */
const MAX_ATTEMPTS = 20;
/**
 * How long a write waits for another connection's lock. Short: better-sqlite3 waits
 * synchronously, stalling every request of the process, and a visitor is better served by
 * a quick 'try again' than by a 5-second freeze.
 */
export const BUSY_TIMEOUT_MS = 250;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT,
    endpoint TEXT NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    answered_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
`;

/** Wait after the n-th failed attempt: 5 s, doubling, at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

export function openOutbox(file: string, { maxAttempts = MAX_ATTEMPTS }: { maxAttempts?: number } = {}) {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec(SCHEMA);
  // Outboxes made before leads had keys: add the column and give every old lead one.
  const columns = db.pragma('table_info(outbox)') as { name: string }[];
  if (!columns.some((c) => c.name === 'key')) db.exec('ALTER TABLE outbox ADD COLUMN key TEXT');
  for (const { id } of db.prepare('SELECT id FROM outbox WHERE key IS NULL').all() as { id: number }[]) {
    db.prepare('UPDATE outbox SET key = ? WHERE id = ?').run(randomUUID(), id);
  }

  const toEntry = (row: Row): OutboxEntry => ({ ...row, body: JSON.parse(row.body) as Record<string, unknown> });
  const claimOne = db.prepare(
    `UPDATE outbox SET status = 'sending', lease_until = @leaseUntil, attempts = attempts + 1
     WHERE id = @id AND (status = 'pending' OR (status = 'sending' AND lease_until < @now))
     RETURNING id, key, endpoint, body, attempts`,
  );
  const due = db.prepare(
    `SELECT id FROM outbox
     WHERE (status = 'pending' AND next_attempt_at <= @now) OR (status = 'sending' AND lease_until < @now)
     ORDER BY id LIMIT @limit`,
  );

  return {
    /**
     * Stores a lead; returns its id. Synchronous and fsynced: it survives a crash right after.
     * Throws when the lead cannot be written (lock held too long, disk full).
     */
    add(endpoint: OutboxEndpoint, body: Record<string, unknown>, { now = Date.now() }: { now?: number } = {}): number {
      const result = db
        .prepare("INSERT INTO outbox (key, endpoint, body, status, next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', ?, ?)")
        .run(randomUUID(), endpoint, JSON.stringify(body), now, now);
      return Number(result.lastInsertRowid);
    },

    /** Leads an earlier release held back unverified and never sent (at most `limit`, oldest first). */
    held(limit = 100): { id: number; endpoint: OutboxEndpoint; createdAt: number; reason: string | null }[] {
      return db
        .prepare("SELECT id, endpoint, created_at AS createdAt, last_error AS reason FROM outbox WHERE status = 'held' ORDER BY id LIMIT ?")
        .all(limit) as { id: number; endpoint: OutboxEndpoint; createdAt: number; reason: string | null }[];
    },

    /** Takes a lead for one delivery attempt; a lease that runs out (crash mid-send) frees it again. */
    claim(id: number, now = Date.now(), leaseMs = 60_000): OutboxEntry | undefined {
      const row = claimOne.get({ id, now, leaseUntil: now + leaseMs }) as Row | undefined;
      return row ? toEntry(row) : undefined;
    },

    /** Claims the leads whose next attempt is due. */
    claimDue(now = Date.now(), limit = 20, leaseMs = 60_000): OutboxEntry[] {
      const ids = (due.all({ now, limit }) as { id: number }[]).map((r) => r.id);
      return db.transaction(() =>
        ids.flatMap((id) => {
          const entry = this.claim(id, now, leaseMs);
          return entry ? [entry] : [];
        }),
      )();
    },

    delivered(id: number, now = Date.now()): void {
      db.prepare("UPDATE outbox SET status = 'delivered', answered_at = ?, last_error = NULL WHERE id = ?").run(now, id);
    },

    rejected(id: number, error: string, now = Date.now()): void {
      db.prepare("UPDATE outbox SET status = 'rejected', answered_at = ?, last_error = ? WHERE id = ?").run(now, error, id);
    },

    /**
     * Back to the queue after an attempt without an accepting answer, due after the backoff;
     * after the last allowed attempt the lead is kept as failed instead.
     */
    retryLater(entry: Pick<OutboxEntry, 'id' | 'attempts'>, error: string, now = Date.now()): 'pending' | 'failed' {
      const status = entry.attempts >= maxAttempts ? 'failed' : 'pending';
      db.prepare('UPDATE outbox SET status = ?, lease_until = 0, last_error = ?, next_attempt_at = ? WHERE id = ?').run(
        status,
        error,
        now + backoffMs(entry.attempts),
        entry.id,
      );
      return status;
    },

    /**
     * Removes the personal data (the form's fields) of leads the API answered before `before`:
     * the institute has them in its own system. The row stays, counted, with its status and dates.
     * Returns how many leads it emptied.
     */
    forgetAnswered(before: number): number {
      return db
        .prepare("UPDATE outbox SET body = '{}' WHERE status IN ('delivered', 'rejected') AND answered_at < ? AND body != '{}'")
        .run(before).changes;
    },

    counts(): Record<OutboxStatus, number> {
      const rows = db.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all() as { status: OutboxStatus; n: number }[];
      const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, delivered: 0, rejected: 0, failed: 0, held: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },

    close(): void {
      db.close();
    },
  };
}

export type Outbox = ReturnType<typeof openOutbox>;
