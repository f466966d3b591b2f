import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/*
 * The pixel's events, kept for the institute's own reporting, never at the cost of a lead:
 * events wait in memory and are written in batches (one transaction each), rows older than
 * the retention period are deleted, and the file has a size cap (SQLite's max_page_count),
 * so tracking fails alone at its cap instead of filling the disk the lead outbox needs.
 * Every failure is logged and the batch dropped; nothing here throws to its caller.
 */
export type EventLogOptions = {
  file: string;
  retentionMs: number;
  maxBytes: number;
  batchSize?: number;
  flushMs?: number;
  /** Events waiting beyond this are dropped (a store that keeps failing must not grow memory). */
  maxQueued?: number;
};

type Queued = { at: string; event: string; data: string };

const PAGE_SIZE = 4096;
const PRUNE_EVERY_MS = 3_600_000;

export function openEventLog({ file, retentionMs, maxBytes, batchSize = 100, flushMs = 1000, maxQueued = 10_000 }: EventLogOptions) {
  let db: Database.Database | undefined;
  let queue: Queued[] = [];
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;
  const stats = { written: 0, dropped: 0, failures: 0 };

  function open(): Database.Database {
    if (db) return db;
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const d = new Database(file);
    try {
      d.pragma('journal_mode = WAL');
      d.pragma(`page_size = ${PAGE_SIZE}`);
      d.pragma(`max_page_count = ${Math.max(16, Math.floor(maxBytes / PAGE_SIZE))}`);
      d.pragma('busy_timeout = 100');
      d.exec(
        'CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, event TEXT NOT NULL, data TEXT NOT NULL)',
      );
      d.exec('CREATE INDEX IF NOT EXISTS events_at ON events (at)');
    } catch (error) {
      d.close();
      throw error;
    }
    db = d;
    return d;
  }

  function write(batch: Queued[], now: number): void {
    const d = open();
    const insert = d.prepare('INSERT INTO events (at, event, data) VALUES (@at, @event, @data)');
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      // Old rows go first, so a store at its cap makes room before the new batch.
      d.prepare('DELETE FROM events WHERE at < ?').run(new Date(now - retentionMs).toISOString());
      lastPrune = now;
    }
    d.transaction((rows: Queued[]) => {
      for (const row of rows) insert.run(row);
    })(batch);
  }

  const log = {
    /** Queues an event; written with the next batch. */
    record(event: string, data: Record<string, unknown>, at = new Date()): void {
      if (queue.length >= maxQueued) {
        stats.dropped += 1;
        return;
      }
      queue.push({ at: at.toISOString(), event, data: JSON.stringify(data) });
      if (queue.length >= batchSize) log.flush();
      else if (!timer) {
        timer = setTimeout(() => log.flush(), flushMs);
        timer.unref();
      }
    },

    /** Writes what waits, in one transaction; a failed batch is dropped and logged. */
    flush(now = Date.now()): void {
      clearTimeout(timer);
      timer = undefined;
      const batch = queue;
      queue = [];
      if (batch.length === 0) return;
      try {
        write(batch, now);
        stats.written += batch.length;
      } catch (error) {
        stats.failures += 1;
        stats.dropped += batch.length;
        console.error(`tracking: ${batch.length} event(s) not stored:`, error instanceof Error ? error.message : error);
      }
    },

    stats: () => ({ ...stats, queued: queue.length }),

    close(): void {
      log.flush();
      db?.close();
      db = undefined;
    },
  };
  return log;
}

export type EventLog = ReturnType<typeof openEventLog>;
