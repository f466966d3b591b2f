/*
 * When each tag was last revalidated, in one Redis hash per build that every instance reads on
 * each cache hit. The library keeps that knowledge in a per-instance copy fed by pub/sub (and for
 * path tags only), which an instance may read before the message arrives: its very next request
 * after another instance's webhook could serve the old page. Reading the shared hash with the
 * entry (one HMGET per hit, in the same connection) makes every instance's next request see it.
 */
export const CLOCK_KEY = '__revalidated_at__';

export function revalidationClock(client, prefix) {
  const key = prefix + CLOCK_KEY;
  return {
    key,
    /** Notes `tags` as revalidated at `at`. */
    async record(tags, at = Date.now()) {
      if (tags.length === 0) return;
      await client.hSet(key, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
    },
    /** Whether one of `tags` was revalidated at or after `lastModified`. */
    async outdates(tags, lastModified) {
      if (tags.length === 0) return false;
      const times = await client.hmGet(key, tags);
      return times.some((time) => time !== null && Number(time) >= lastModified);
    },
  };
}

/** Tags a value is stored under: a page's or route's x-next-cache-tags header, a fetch's ctx tags. */
export function storedTags(value, ctx) {
  const header = value?.headers?.['x-next-cache-tags'];
  return [...(ctx?.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])];
}

/** Every tag a cache entry answers to: the request's own and soft tags, and those it was stored with. */
export function tagsOfEntry(entry, ctx) {
  return [...new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(entry?.tags ?? [])])];
}
