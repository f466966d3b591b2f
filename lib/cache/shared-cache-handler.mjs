import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { isAddressAnswer } from './address-answer.mjs';
import { createLocalEntries } from './local-entries.mjs';
import { redisCacheProblem } from './redis-usable.mjs';

/*
 * Next's cache handler when REDIS_URL is set (next.config.ts): ISR pages, route-handler
 * answers, fetch and unstable_cache entries and revalidated tags live in Redis, shared by
 * every instance, through @trieb.work/nextjs-turbo-redis-cache (docs/architecture.md says why
 * that one). This wrapper makes Redis an accelerator rather than a dependency:
 * - a circuit breaker: the first Redis call that fails or takes over 1 s (Redis down, paused,
 *   saturated) opens it; the instance then answers from its own memory of the entries
 *   (local-entries.mjs) and the content API without asking Redis, probes it in the background
 *   every PROBE_INTERVAL_MS, and closes it when Redis answers again; both are logged once;
 * - a Redis the library cannot use (no keyspace notifications, CONFIG refused) is not used at
 *   all: the instance runs on its own memory and says which setting to change (redis-usable.mjs).
 */
export const REDIS_TIMEOUT_MS = 1000;
export const PROBE_INTERVAL_MS = 2000;

/*
 * The longest an entry stays in Redis (Next asks a year): an entry nobody has asked for in a day
 * is rendered again, and the keys of a previous build, which nobody reads, are gone a day after it.
 */
export const MAX_ENTRY_SECONDS = 24 * 60 * 60;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

let shared;

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function handlerFor(buildId) {
  return new RedisStringsHandler({
    redisUrl: process.env.REDIS_URL,
    database: 0,
    // Copies of one build share its BUILD_ID, so they share keys; another build never reads them.
    keyPrefix: `site:${buildId}:`,
    // Our own 1 s race decides first, so an answer this late falls back to local entries.
    getTimeoutMs: REDIS_TIMEOUT_MS * 2,
    // No per-instance copy of Redis answers: with one (10 s by default) an instance kept serving a
    // page for seconds after another instance's webhook had removed it from Redis.
    inMemoryCachingTime: 0,
    socketOptions: { connectTimeout: REDIS_TIMEOUT_MS },
  });
}

function connect(serverDistDir) {
  const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  // `redis` is set once Redis proved usable; `up` is the breaker (closed: true).
  const state = { redis: null, up: true, probing: null };
  state.down = (error) => {
    if (!state.up) return;
    state.up = false;
    console.warn(
      `Redis unreachable (${error?.message ?? error}): serving from this instance's memory and the content API, ` +
        `asking Redis again every ${PROBE_INTERVAL_MS / 1000} s.`,
    );
    if (state.redis) probe(state);
  };
  state.back = () => {
    if (state.up) return;
    state.up = true;
    console.warn('Redis answers again: the shared cache is back in use.');
  };
  state.ready = redisCacheProblem(process.env.REDIS_URL, { connectTimeout: REDIS_TIMEOUT_MS }).then((problem) => {
    if (problem) {
      console.warn(
        `Redis cannot hold the shared cache (${problem}): this instance caches in its own memory until that is changed and it restarts.`,
      );
      return;
    }
    const redis = handlerFor(buildId);
    // The library logs every client error (one per reconnect attempt); one line per outage is enough.
    redis.client.removeAllListeners('error');
    redis.client.on('error', state.down);
    state.redis = redis;
    // Reported down while this waited for a first connection: the breaker closes with it.
    redis.client.once('ready', state.back);
    return new Promise((resolve) => redis.client.once('ready', resolve));
  });
  quietSubscribersWhileDown(state);
  return state;
}

/** Asks Redis in the background until it answers in time, then closes the breaker. */
function probe(state) {
  if (state.probing) return;
  state.probing = setInterval(async () => {
    if (!state.redis.client.isReady) return;
    try {
      await withTimeout(state.redis.client.ping());
    } catch {
      return;
    }
    clearInterval(state.probing);
    state.probing = null;
    state.back();
  }, PROBE_INTERVAL_MS);
  state.probing.unref?.();
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

  /** Redis is usable, connected and the breaker closed. */
  reachable() {
    return Boolean(shared?.up && shared.redis?.client.isReady);
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
    if (isAddressAnswer(key, data)) return;
    this.local.remember(key, { value: data, lastModified: Date.now(), tags: this.local.tagsOf(data, ctx) });
    if (!this.reachable()) return;
    const expire = Math.min(ctx?.cacheControl?.expire || MAX_ENTRY_SECONDS, MAX_ENTRY_SECONDS);
    const bounded = { ...ctx, tags: [...(ctx?.tags ?? [])], cacheControl: { ...ctx?.cacheControl, expire } };
    await withTimeout(shared.redis.set(key, data, bounded)).catch(shared.down);
  }

  async revalidateTag(tags, ...rest) {
    this.local.revalidate([tags].flat());
    if (!this.reachable()) return;
    await withTimeout(shared.redis.revalidateTag(tags, ...rest)).catch(shared.down);
  }

  resetRequestCache() {}
}
