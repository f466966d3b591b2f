/**
 * This instance's own copy of the cache entries it wrote or read, for while Redis is
 * unreachable: pages and data answers keep coming from memory instead of every request
 * rendering afresh from the content API. Bounded (least recently used out first), and it
 * honours tag revalidations it hears of, including implicit path tags (soft tags).
 */
export function createLocalEntries({ maxEntries = 1000, now = Date.now } = {}) {
  const entries = new Map();
  const revalidatedAt = new Map();

  const expired = (entry, ctx) =>
    [...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])].some(
      (tag) => (revalidatedAt.get(tag) ?? -Infinity) >= entry.lastModified,
    );

  return {
    get(key, ctx) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (expired(entry, ctx)) {
        entries.delete(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** Keeps an entry (as written, or as read from Redis) with the tags it was stored under. */
    remember(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    },
    /** Whether an entry is held for the key, without touching its place or checking its tags. */
    has(key) {
      return entries.has(key);
    },
    forget(key) {
      entries.delete(key);
    },
    revalidate(tags) {
      const at = now();
      for (const tag of tags) revalidatedAt.set(tag, at);
      for (const [key, entry] of entries) if (expired(entry)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
