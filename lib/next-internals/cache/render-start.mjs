/*
 * When the content of an entry about to be written was read, at the earliest: the first lookup
 * of its key since the key was last written (a miss or a stale hit is what starts the render that
 * writes it). A render that began before a revalidation of its tags and ends after it holds what
 * the content API said before the edit; stamped with the time it ended, it would pass for fresh
 * on every instance, whose revalidation clock compares with that stamp. Bounded: at most
 * `maxKeys` keys, and a lookup older than `windowMs` (longer than any render) is not trusted.
 */
export function createRenderStarts({ maxKeys = 2000, windowMs = 60_000, now = Date.now } = {}) {
  const starts = new Map();
  const current = (key) => {
    const at = starts.get(key);
    return at !== undefined && now() - at <= windowMs ? at : undefined;
  };
  return {
    /** A lookup of `key`: the start of a render that may follow, unless an earlier one is still pending. */
    looked(key) {
      if (current(key) !== undefined) return;
      starts.delete(key);
      starts.set(key, now());
      if (starts.size > maxKeys) starts.delete(starts.keys().next().value);
    },
    /** The time the content written for `key` can be trusted from (its first pending lookup, or now); forgets it. */
    take(key) {
      const at = current(key) ?? now();
      starts.delete(key);
      return at;
    },
    get size() {
      return starts.size;
    },
  };
}

/** The period Next judges a hit by: a fetch's own or the request's, `pagePeriod` for a page or route answer. */
export function revalidatePeriod(entry, ctx, pagePeriod) {
  return entry.value?.kind === 'FETCH' ? ctx?.revalidate || entry.value.revalidate : pagePeriod;
}

/**
 * Whether Next renders afresh after finding `entry`: past its revalidate period, or a period not
 * known. Only such a hit (or a miss) starts a render. Marking fresh hits too, a page viewed in
 * the minute before an edit got that view's time as the start of its next render, so it was
 * outdated at birth and dropped.
 */
export function dueForRender(entry, ctx, pagePeriod, now = Date.now) {
  const period = revalidatePeriod(entry, ctx, pagePeriod);
  if (period === false) return false;
  return typeof period !== 'number' || now() - entry.lastModified >= period * 1000;
}
