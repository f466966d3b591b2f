/*
 * The shared cache's revalidation clock (revalidation-clock.mjs) for code outside the cache: Next
 * loads the cache handler itself, so the handler publishes a reader on globalThis when Redis is in
 * use. Without REDIS_URL, or while Redis is out of reach, there is nothing shared to ask: false.
 */
export const SHARED_CLOCK = Symbol.for('site.shared-revalidation-clock');

type Reader = (tags: string[], since: number) => Promise<boolean>;

/** Whether any instance revalidated one of `tags` at or after `since`. */
export function sharedRevalidatedSince(tags: string[], since: number): Promise<boolean> {
  const reader = (globalThis as { [SHARED_CLOCK]?: Reader })[SHARED_CLOCK];
  return reader ? reader(tags, since) : Promise.resolve(false);
}
