/* Types of key-expiry.mjs, plain JavaScript beside the cache handler that Next imports. */
export const HASH_SECONDS: number;
export const RENEW_MS: number;
