import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { isAddressAnswer } from './address-answer.mjs';
import { buildHashes, expireKeysWithoutExpiry, hashRenewal } from './key-expiry.mjs';
import { MAX_ENTRY_SECONDS } from './limits.mjs';
import { createLocalEntries } from './local-entries.mjs';
import { missedRevalidations } from './missed-revalidations.mjs';
import { redisCacheProblem } from './redis-usable.mjs';
import { createRenderStarts, dueForRender } from './render-start.mjs';
import { revalidationClock, storedTags, tagsOfEntry } from './revalidation-clock.mjs';

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
 *   all: the instance runs on its own memory and says which setting to change (redis-usable.mjs);
 * - a hit is checked against the shared revalidation clock (revalidation-clock.mjs), so another
 *   instance's webhook counts on this one's next request, and revalidations received while the
 *   breaker was open are handed to Redis when it closes (missed-revalidations.mjs);
 * - an entry whose render began before a revalidation of its tags and ended after it is not
 *   shared: it holds the content from before the edit (render-start.mjs), and the next request
 *   renders afresh;
 * - every key of the build expires (key-expiry.mjs).
 * Documented methods, undocumented data: the build id beside serverDistDir, the tags header,
 * softTags and NEXT_PHASE, pinned by lib/next-internals/__tests__/next-behaviours.test.ts
 * (lib/next-internals/README.md).
 */
export const REDIS_TIMEOUT_MS = 1000;
export const PROBE_INTERVAL_MS = 2000;

export { MAX_ENTRY_SECONDS };
const KEY_PREFIX = 'site:';
const MAX_PERIODS = 2000;

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
    keyPrefix: `${KEY_PREFIX}${buildId}:`,
    // Our own 1 s race decides first, so an answer this late falls back to local entries.
    getTimeoutMs: REDIS_TIMEOUT_MS * 2,
    // No per-instance copy of Redis answers: with one (10 s by default) an instance kept serving a
    // page for seconds after another instance's webhook had removed it from Redis.
    inMemoryCachingTime: 0,
    // Its deduplication of concurrent GETs ends each one with a PUBLISH that every instance's
    // subscriber receives (bench/redis-pause.mjs counted one per warmed request): N instances, N
    // messages per page view, to save a GET only when two requests for one key overlap.
    redisGetDeduplication: false,
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
    clearInterval(state.probing);
    state.probing = null;
    if (state.up) return;
    state.up = true;
    console.warn('Redis answers again: the shared cache is back in use.');
    state.shareMissed();
  };
  // What the webhook refreshed while Redis was out of reach (or not yet connected) reached only this instance: now every instance.
  state.shareMissed = () => {
    const missed = state.missed.take();
    if (missed.length > 0) void state.share(missed).catch((error) => (state.missed.add(missed), state.down(error)));
  };
  state.missed = missedRevalidations();
  /** Records tags as revalidated now in Redis and removes the entries they tag; renews the hashes' expiry. */
  state.share = async (tags) => {
    await withTimeout(Promise.all([state.clock.record(tags), state.redis.revalidateTag(tags)]));
    await withTimeout(state.renew(true));
  };
  /*
   * For lib/next-internals/cache/shared-clock.ts, from the start (Redis may answer later than the site): the
   * content client's 404 memory reads the clock, the webhook writes it before answering and says
   * whether every instance has it, the health check says whether this instance shares.
   */
  globalThis[Symbol.for('site.shared-revalidation-clock')] = {
    revalidatedSince: (tags, since) =>
      reachable() ? withTimeout(state.clock.outdates(tags, since)).catch((error) => (state.down(error), false)) : Promise.resolve(false),
    revalidateNow: async (tags) => ((await revalidate(tags)) ? 'updated' : state.unusable ? 'off' : 'pending'),
    state: () => (state.unusable ? 'off' : reachable() ? 'shared' : 'unreachable'),
  };
  state.ready = redisCacheProblem(process.env.REDIS_URL, { connectTimeout: REDIS_TIMEOUT_MS }).then((problem) => {
    if (problem) {
      state.unusable = true;
      console.warn(
        `Redis cannot hold the shared cache (${problem}): this instance caches in its own memory until that is changed and it restarts.`,
      );
      return;
    }
    const redis = handlerFor(buildId);
    state.clock = revalidationClock(redis.client, redis.keyPrefix);
    state.renew = hashRenewal(redis.client, buildHashes(redis.keyPrefix, state.clock.key));
    // The library logs every client error (one per reconnect attempt); one line per outage is enough.
    redis.client.removeAllListeners('error');
    redis.client.on('error', state.down);
    state.redis = redis;
    /*
     * Each connection (the first, and each one after Redis restarted or the network came back)
     * closes the breaker once Redis answers in time, at once rather than at the next probe: until
     * then this instance serves from its own memory, where another instance's webhook cannot reach.
     */
    redis.client.on('ready', () => {
      if (state.up) return state.shareMissed();
      void answersInTime(state).then((answers) => answers && state.back());
    });
    // Hashes an earlier release or a retired build left without an expiry get one (key-expiry.mjs).
    // Only the hashes (`__…`) can lack one: entries always carry theirs, and there are far more of them.
    redis.client.once('ready', () => {
      expireKeysWithoutExpiry(redis.client, `${KEY_PREFIX}*:__*`)
        .then((given) => given > 0 && console.warn(`Redis: ${given} cache keys without an expiry (earlier builds) now expire.`))
        .catch(() => {});
    });
    return new Promise((resolve) => redis.client.once('ready', resolve));
  });
  quietSubscribersWhileDown(state);
  return state;
}

const answersInTime = (state) =>
  state.redis.client.isReady
    ? withTimeout(state.redis.client.ping()).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);

/** Asks Redis in the background until it answers in time, then closes the breaker. */
function probe(state) {
  if (state.probing) return;
  state.probing = setInterval(async () => {
    if (await answersInTime(state)) state.back();
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

/** Redis is usable, connected and the breaker closed. */
const reachable = () => Boolean(shared?.up && shared.redis?.client.isReady);

/*
 * A revalidation: this instance's memory at once, Redis (removal and revalidation clock) when it
 * answers. While Redis is out of reach the tags are kept and shared when it answers again (a Redis
 * the cache cannot use never does: at most MAX_TAGS kept, never sent). Resolves to whether Redis,
 * and so every instance, has it.
 */
async function revalidate(list) {
  SharedCacheHandler.local.revalidate(list);
  if (!shared) return false;
  if (!reachable()) return (shared.missed.add(list), false);
  return shared.share(list).then(
    () => true,
    (error) => {
      shared.missed.add(list);
      shared.down(error);
      return false;
    },
  );
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

  static renders = createRenderStarts();

  // Each key's revalidate period as this instance last wrote it (a Redis entry does not carry it).
  static periods = new Map();

  reachable() {
    return reachable();
  }

  async get(key, ctx) {
    const entry = await this.lookup(key, ctx);
    if (!entry || dueForRender(entry, ctx, SharedCacheHandler.periods.get(key))) SharedCacheHandler.renders.looked(key);
    return entry;
  }

  async lookup(key, ctx) {
    // A fresh process's first requests wait (at most 1 s) for the connection rather than render alone.
    if (shared && shared.up && !this.reachable()) await withTimeout(shared.ready).catch(shared.down);
    if (!this.reachable()) return this.local.get(key, ctx);
    try {
      const entry = await withTimeout(
        shared.redis
          .get(key, ctx)
          // Revalidated since it was stored, by any instance: a miss, and the page renders afresh.
          .then(async (found) => (found && (await shared.clock.outdates(tagsOfEntry(found, ctx), found.lastModified)) ? null : found)),
      );
      if (entry) this.local.remember(key, entry);
      else this.local.forget(key);
      return entry;
    } catch (error) {
      shared.down(error);
      return this.local.get(key, ctx);
    }
  }

  async set(key, data, ctx) {
    // Taken in every case: a render's start must not linger and date a later one.
    const since = SharedCacheHandler.renders.take(key);
    // An address answer is kept only where it replaces a page this instance has held (read or
    // written): a page that now redirects or is not found (moved, deleted) then does so on every
    // instance at once, rather than each serving its old copy until a day's expiry. Any other
    // address leaves nothing (a flood of invented slugs), and a failure (5xx) leaves the old copy,
    // served until the content API answers again.
    if (isAddressAnswer(key, data) && ((data.status ?? 200) >= 500 || !this.local.has(key))) return;
    const { periods } = SharedCacheHandler;
    periods.delete(key);
    periods.set(key, ctx?.cacheControl?.revalidate);
    if (periods.size > MAX_PERIODS) periods.delete(periods.keys().next().value);
    const tags = storedTags(data, ctx);
    this.local.remember(key, { value: data, lastModified: since, tags });
    if (!this.reachable()) return;
    const expire = Math.min(ctx?.cacheControl?.expire || MAX_ENTRY_SECONDS, MAX_ENTRY_SECONDS);
    const bounded = { ...ctx, tags: [...(ctx?.tags ?? [])], cacheControl: { ...ctx?.cacheControl, expire } };
    await withTimeout(
      shared.clock.outdates(tagsOfEntry({ tags }, ctx), since).then(async (outdated) => {
        // Rendered from what the API said before an edit that reached Redis meanwhile: not shared, and the next request renders afresh.
        if (outdated) return void this.local.forget(key);
        // The expiry of the build's hashes after the write that may have created them: before it, EXPIRE finds no key.
        await shared.redis.set(key, data, bounded);
        await shared.renew();
      }),
    ).catch(shared.down);
  }

  /*
   * Called by Next for revalidateTag and revalidatePath, just after the route has answered (the
   * webhook has already shared its tags through shareRevalidationNow of shared-clock.ts).
   */
  async revalidateTag(tags) {
    await revalidate([tags].flat());
  }

  resetRequestCache() {}
}
