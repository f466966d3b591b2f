/* Types of shared-cache-handler.mjs, which Next imports as plain JavaScript. */
export const REDIS_TIMEOUT_MS: number;
export const MAX_ENTRY_SECONDS: number;

export default class SharedCacheHandler {
  constructor(ctx?: { serverDistDir?: string });
  get(key: string, ctx?: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: Record<string, unknown> | null, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], ...rest: unknown[]): Promise<void>;
}
