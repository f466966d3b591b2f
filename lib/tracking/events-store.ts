import path from 'node:path';
import { env } from '@/lib/env';
import { openEventLog, type EventLog } from './event-log';

/* The process-wide event log of the tracking pixel (see event-log.ts). */
const globalForEvents = globalThis as unknown as { trackingEvents?: EventLog };

export function eventLog(): EventLog {
  globalForEvents.trackingEvents ??= openEventLog({
    file: path.resolve(env.TRACK_DATA_DIR ?? env.CONTENT_DATA_DIR, 'events.sqlite'),
    retentionMs: env.TRACK_RETENTION_DAYS * 86_400_000,
    maxBytes: env.TRACK_MAX_MB * 1024 * 1024,
  });
  return globalForEvents.trackingEvents;
}
