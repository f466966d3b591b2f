import { unstable_cache } from 'next/cache';
import type { ContentRouter } from '@/lib/embedded-api/router';
import type { ContentAnswer, Transport } from './transport';

/**
 * The embedded content API called in-process, without HTTP. GET answers go through Next's
 * data cache with the same tags as the HTTP transport, so the revalidation webhook works
 * alike for both sources.
 */
export function embeddedTransport(router: () => Promise<ContentRouter>): Transport {
  return async ({ method, path, body, tags, revalidate, fresh, refPages }) => {
    const call = async () => (await router())(method, path, body === undefined ? undefined : JSON.stringify(body), { refPages });
    if (method !== 'GET' || fresh) return call();
    if (refPages) {
      // Many pages of addresses (a sitemap part: up to 40,000) are one indexed query, read afresh
      // rather than kept: the route's own ISR keeps what it built from them, and an entry of
      // megabytes would be serialised on every write. An empty entry under the list's tags still
      // ties the render to them, so the webhook refreshes it as it refreshes the list's pages.
      await unstable_cache(async () => true, ['embedded-content-tags', ...(tags ?? [])], {
        tags: tags ? [...tags] : [],
        revalidate: revalidate ?? 300,
      })();
      return call();
    }
    // Only 200 answers are kept, as Next's fetch cache does for the HTTP transport: a thrown
    // answer is not cached, so random slugs add no 404 entries to the data cache.
    const cached = unstable_cache(
      async () => {
        const answer = await call();
        if (answer.status !== 200) throw new Uncached(answer);
        return answer;
      },
      ['embedded-content', path],
      { tags: tags ? [...tags] : [], revalidate: revalidate ?? 300 },
    );
    try {
      return await cached();
    } catch (error) {
      if (error instanceof Uncached) return error.answer;
      throw error;
    }
  };
}

class Uncached extends Error {
  constructor(readonly answer: ContentAnswer) {
    super(`uncached answer ${answer.status}`);
  }
}

/** The same, without Next's cache: for tests and tools outside a Next server. */
export function directTransport(router: ContentRouter): Transport {
  return async ({ method, path, body, refPages }) =>
    router(method, path, body === undefined ? undefined : JSON.stringify(body), { refPages });
}
