import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { redisFirstConnection, sharedRedis } from '@/lib/redis';
import { CLIENT_ADDRESS_HEADER } from './client-address';

/**
 * A fixed-window counter per client key (rate-limiter-flexible). With REDIS_URL every instance
 * counts in Redis, so a client gets `limit` per window across all of them; without it, or while
 * Redis does not answer within 1 s, each instance counts in its own memory.
 * `name` keeps the counters of different limits apart in Redis.
 */
export function createRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }) {
  const options = { keyPrefix: `rl:${name}`, points: limit, duration: Math.ceil(windowMs / 1000) };
  const memory = new RateLimiterMemory(options);
  const redis = sharedRedis();
  const limiter = redis
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          ...options,
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        }),
        insuranceLimiter: memory,
        timeoutMs: 1000,
      })
    : memory;
  return async function allow(key: string): Promise<boolean> {
    await redisFirstConnection();
    try {
      await limiter.consume(key);
      return true;
    } catch (refusal) {
      // consume rejects with the counter's state when the limit is reached; anything else is a fault.
      if (refusal instanceof Error) throw refusal;
      return false;
    }
  };
}

/**
 * The client's address as the server stamped it on arrival (lib/request/client-address.ts): the
 * connection's peer, or what a trusted proxy forwarded. Never a header the client chose.
 */
export function clientKey(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
