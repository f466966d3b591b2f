import { CLIENT_ADDRESS_HEADER } from '../client-address';

/**
 * A fixed-window counter per client key, in memory: enough to stop one address flooding
 * the forms of one instance. Several instances each count on their own.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string, now = Date.now()): boolean {
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
    }
    const current = windows.get(key);
    if (!current || now - current.start >= windowMs) {
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
}

/**
 * The client's address as the server stamped it on arrival (lib/client-address.ts): the
 * connection's peer, or what a trusted proxy forwarded. Never a header the client chose.
 */
export function clientKey(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
