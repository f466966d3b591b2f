/* Types of route-cache-handler.mjs, which Next imports as plain JavaScript. */
type CacheEntry = { kind: string; status?: number } & Record<string, unknown>;

export default class RouteCacheHandler {
  constructor(ctx: { fs: unknown; flushToDisk: boolean; serverDistDir: string; maxMemoryCacheSize?: number });
  get(key: string, ctx: { kind: string }): Promise<unknown>;
  set(key: string, data: CacheEntry | null, ctx: Record<string, unknown>): Promise<void>;
}
