import { createClient } from 'redis';
import { env } from './env';

/*
 * The server's connection to Redis for what the instances share outside Next's cache (the
 * per-client limits; the cache handler keeps its own). Created on first use, only with
 * REDIS_URL. Commands fail at once while it is disconnected (no offline queue), so callers
 * fall back to memory instead of waiting; it reconnects on its own. An outage is logged
 * once, the return once.
 */
export type SharedRedis = ReturnType<typeof createClient>;

let client: SharedRedis | null | undefined;
let firstConnection: Promise<unknown> = Promise.resolve();

export function sharedRedis(): SharedRedis | null {
  if (client !== undefined) return client;
  if (!env.REDIS_URL) return (client = null);
  const redis: SharedRedis = createClient({ url: env.REDIS_URL, disableOfflineQueue: true, socket: { connectTimeout: 1000 } });
  let up = true;
  redis.on('error', (error: Error) => {
    if (!up) return;
    up = false;
    console.warn(`Redis unreachable (${error.message}): per-client limits count in this instance's memory until it returns.`);
  });
  redis.on('ready', () => {
    if (up) return;
    up = true;
    console.warn('Redis reachable again: per-client limits are shared again.');
  });
  firstConnection = Promise.race([
    redis.connect().catch(() => {
      // Reported by the error listener; the client keeps retrying.
    }),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
  return (client = redis);
}

/**
 * Resolves once the first connection attempt has succeeded or had its 1 s: the first requests of
 * a fresh process use Redis rather than count alone; later, during an outage, it costs nothing.
 */
export function redisFirstConnection(): Promise<unknown> {
  return firstConnection;
}
