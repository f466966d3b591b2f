import { MAX_ENTRY_SECONDS } from './limits.mjs';

/*
 * Every key a build writes in Redis expires. Entries carry their own expiry (at most a day); the
 * library's hashes (the tags of each entry, the revalidated path tags) and our revalidation clock
 * have none of their own, and the library has no option for one, so they would outlive their
 * build forever. They get HASH_SECONDS, renewed while the build writes: an entry written at t is
 * gone by t + a day, so a hash renewed at (or up to RENEW_MS after) that write outlives every entry
 * it describes, and a retired build's hashes are gone a day and an hour after its last write.
 */
export const HASH_SECONDS = MAX_ENTRY_SECONDS + 3600;
export const RENEW_MS = 60_000;

/** The hashes of the build whose keys start with `prefix`. */
export const buildHashes = (prefix, clockKey) => [`${prefix}__sharedTags__`, `${prefix}__revalidated_tags__`, clockKey];

/** Renews the hashes' expiry: at once when `force` (a revalidation creates them), else at most every RENEW_MS. */
export function hashRenewal(client, hashes, now = Date.now) {
  let renewedAt = -Infinity;
  return async (force = false) => {
    if (!force && now() - renewedAt < RENEW_MS) return;
    renewedAt = now();
    await Promise.all(hashes.map((key) => client.expire(key, HASH_SECONDS)));
  };
}

/**
 * At start: gives every key under `pattern` that has no expiry (hashes an earlier release or a
 * retired build left) HASH_SECONDS. One SCAN of the keyspace; returns how many it gave one.
 */
export async function expireKeysWithoutExpiry(client, pattern) {
  let given = 0;
  for await (const key of client.scanIterator({ MATCH: pattern, COUNT: 1000 })) {
    if ((await client.ttl(key)) === -1 && (await client.expire(key, HASH_SECONDS))) given++;
  }
  return given;
}
