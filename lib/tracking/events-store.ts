import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { env } from '../env';

/* The pixel's events, kept beside the outbox for the institute's own reporting. */
const globalForEvents = globalThis as unknown as { trackingEvents?: Database.Database };

function db(): Database.Database {
  if (!globalForEvents.trackingEvents) {
    const file = path.resolve(env.CONTENT_DATA_DIR, 'events.sqlite');
    mkdirSync(path.dirname(file), { recursive: true });
    const d = new Database(file);
    d.pragma('journal_mode = WAL');
    d.exec('CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, event TEXT NOT NULL, data TEXT NOT NULL)');
    globalForEvents.trackingEvents = d;
  }
  return globalForEvents.trackingEvents;
}

export function storeEvent(event: string, data: Record<string, unknown>, at = new Date()): void {
  db().prepare('INSERT INTO events (at, event, data) VALUES (?, ?, ?)').run(at.toISOString(), event, JSON.stringify(data));
}
