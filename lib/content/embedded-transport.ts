import { unstable_cache } from 'next/cache';
import type { ContentRouter } from '../embedded-api/router';
import type { Transport } from './transport';

/**
 * The embedded content API called in-process, without HTTP. GET answers go through Next's
 * data cache with the same tags as the HTTP transport, so the revalidation webhook works
 * alike for both sources.
 */
export function embeddedTransport(router: () => ContentRouter): Transport {
  return async ({ method, path, body, tags, revalidate, fresh }) => {
    const call = async () => router()(method, path, body === undefined ? undefined : JSON.stringify(body));
    if (method !== 'GET' || fresh) return call();
    return unstable_cache(call, ['embedded-content', path], { tags: tags ? [...tags] : [], revalidate: revalidate ?? 300 })();
  };
}

/** The same, without Next's cache: for tests and tools outside a Next server. */
export function directTransport(router: ContentRouter): Transport {
  return async ({ method, path, body }) => router(method, path, body === undefined ? undefined : JSON.stringify(body));
}
