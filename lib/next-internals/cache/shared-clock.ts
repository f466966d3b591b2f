/*
 * The shared cache's revalidation clock (revalidation-clock.mjs) for code outside the cache: Next
 * loads the cache handler itself, so the handler publishes the clock on globalThis when REDIS_URL
 * is set. Without it there is nothing shared: the readers answer false, the writer does nothing.
 */
export const SHARED_CLOCK = Symbol.for('site.shared-revalidation-clock');

/**
 * Where a revalidation went: 'updated' Redis has it, so every instance's next request sees it;
 * 'pending' Redis is out of reach, so this instance has it now and the others once Redis answers
 * again; 'off' there is no shared cache (no REDIS_URL, or a Redis the cache cannot use).
 */
export type SharedRevalidation = 'updated' | 'pending' | 'off';

/** Whether this instance shares its cache now: 'shared', 'unreachable' (serving from its own memory) or 'off'. */
export type SharedCacheState = 'shared' | 'unreachable' | 'off';

export type SharedClock = {
  /** Whether any instance revalidated one of `tags` at or after `since`; false while Redis is out of reach. */
  revalidatedSince(tags: string[], since: number): Promise<boolean>;
  /** Revalidates `tags` in Redis now (kept and handed over later while it is out of reach). */
  revalidateNow(tags: string[]): Promise<SharedRevalidation>;
  state(): SharedCacheState;
};

const published = () => (globalThis as { [SHARED_CLOCK]?: SharedClock })[SHARED_CLOCK];

export function sharedRevalidatedSince(tags: string[], since: number): Promise<boolean> {
  return published()?.revalidatedSince(tags, since) ?? Promise.resolve(false);
}

/*
 * For the CMS webhook, before it answers: Next hands a route handler's revalidations to the cache
 * handler only after the answer, so a request to another instance in between could still be served
 * the old page. Resolves once Redis has the change (or has been found out of reach), at once without a shared cache.
 */
export function shareRevalidationNow(tags: string[]): Promise<SharedRevalidation> {
  return published()?.revalidateNow(tags) ?? Promise.resolve('off');
}

export function sharedCacheState(): SharedCacheState {
  return published()?.state() ?? 'off';
}

/*
 * The tags Next's revalidatePath(path, type) revalidates (the implicit tags every cache entry of a
 * page carries), for a path as lib/page-address.ts gives it: ASCII, no trailing slash.
 */
export function pathTags(path: string, type?: 'page' | 'layout'): string[] {
  const tag = `_N_T_${path}`;
  if (type) return [`${tag}${tag.endsWith('/') ? '' : '/'}${type}`];
  return path === '/' ? [tag, '_N_T_/index'] : [tag];
}
