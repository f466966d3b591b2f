/* Types of route-cache-handler.mjs, which Next imports as plain JavaScript. */
type CacheEntry = { kind: string; status?: number } & Record<string, unknown>;
type Found = { lastModified: number; value: CacheEntry; cacheControl?: { revalidate?: number | false; expire?: number } };

export const DEFAULT_MEMORY_BYTES: number;

export default class RouteCacheHandler {
  constructor(ctx?: { serverDistDir?: string; flushToDisk?: boolean; maxMemoryCacheSize?: number });
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[] }): Promise<Found | null>;
  set(key: string, data: CacheEntry | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
  /** The file that holds `key`'s entry. */
  fileOf(key: string): string;
}
