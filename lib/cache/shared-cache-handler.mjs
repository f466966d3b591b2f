import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { createLocalEntries } from './local-entries.mjs';

/*
 * Next's cache handler when REDIS_URL is set (next.config.ts): ISR pages, route-handler
 * answers, fetch and unstable_cache entries and revalidated tags live in Redis, shared by
 * every instance, through @trieb.work/nextjs-turbo-redis-cache (docs/architecture.md says why
 * that one). This wrapper makes Redis an accelerator rather than a dependency: every call
 * gives up after 1 s, and while Redis is unreachable the instance answers from its own
 * memory of the entries (local-entries.mjs) and the content API, logs the outage once, and
 * uses Redis again when the client reconnects (it retries on its own).
 */
export const REDIS_TIMEOUT_MS = 1000;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

let shared;

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function connect(serverDistDir) {
  // Copies of one build share its BUILD_ID, so they share keys; another build never reads them.
  const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  const redis = new RedisStringsHandler({
    redisUrl: process.env.REDIS_URL,
    database: 0,
    keyPrefix: `site:${buildId}:`,
    // Our own 1 s race decides first, so an answer this late falls back to local entries.
    getTimeoutMs: REDIS_TIMEOUT_MS * 2,
    // No per-instance copy of Redis answers: with one (10 s by default) an instance kept serving a
    // page for seconds after another instance's webhook had removed it from Redis.
    inMemoryCachingTime: 0,
    socketOptions: { connectTimeout: REDIS_TIMEOUT_MS },
  });
  const state = { redis, up: true };
  state.down = (error) => {
    if (!state.up) return;
    state.up = false;
    console.warn(
      `Redis unreachable (${error?.message ?? error}): serving from this instance's memory and the content API until it returns.`,
    );
  };
  // The library logs every client error (one per reconnect attempt); one line per outage is enough.
  redis.client.removeAllListeners('error');
  redis.client.on('error', state.down);
  redis.client.on('ready', () => {
    if (state.up) return;
    state.up = true;
    console.warn('Redis reachable again: the shared cache is back in use.');
  });
  quietSubscribersWhileDown(state);
  state.ready = new Promise((resolve) => redis.client.once('ready', resolve));
  return state;
}

/*
 * The library's tag-map subscribers log each failed reconnect attempt (several a second per
 * subscriber) through console.error, with no option to turn that off; while the outage has been
 * reported, those lines are dropped. Every other error still reaches the log.
 */
const SUBSCRIBER_RETRY = /^(Subscriber client error|Subscriber reconnect attempt|Failed to connect subscriber client)/;

function quietSubscribersWhileDown(state) {
  const error = console.error;
  console.error = (...args) => {
    if (!state.up && typeof args[0] === 'string' && SUBSCRIBER_RETRY.test(args[0])) return;
    error(...args);
  };
}

export default class SharedCacheHandler {
  /*
   * Next's proxy adapter (proxy.ts runs before every article and daily current-affairs page)
   * constructs a handler without a build folder; proxy.ts caches nothing, so that one needs no
   * connection and must not fail: the handlers of pages and routes, which have one, connect.
   */
  constructor({ serverDistDir } = {}) {
    this.local = SharedCacheHandler.local;
    if (!shared && !building() && serverDistDir) shared = connect(serverDistDir);
  }

  static local = createLocalEntries();

  reachable() {
    return Boolean(shared?.redis.client.isReady);
  }

  async get(key, ctx) {
    // A fresh process's first requests wait (at most 1 s) for the connection rather than render alone.
    if (shared && shared.up && !this.reachable()) await withTimeout(shared.ready).catch(shared.down);
    if (!this.reachable()) return this.local.get(key, ctx);
    try {
      const entry = await withTimeout(shared.redis.get(key, ctx));
      if (entry) this.local.remember(key, entry);
      else this.local.forget(key);
      return entry;
    } catch (error) {
      shared.down(error);
      return this.local.get(key, ctx);
    }
  }

  async set(key, data, ctx) {
    this.local.remember(key, { value: data, lastModified: Date.now(), tags: this.local.tagsOf(data, ctx) });
    if (!this.reachable()) return;
    await withTimeout(shared.redis.set(key, data, { ...ctx, tags: [...(ctx?.tags ?? [])] })).catch(shared.down);
  }

  async revalidateTag(tags, ...rest) {
    this.local.revalidate([tags].flat());
    if (!this.reachable()) return;
    await withTimeout(shared.redis.revalidateTag(tags, ...rest)).catch(shared.down);
  }

  resetRequestCache() {}
}
