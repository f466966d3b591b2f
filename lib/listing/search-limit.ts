import { clientKey, createRateLimiter } from '@/lib/request/rate-limit';
import { env } from '@/lib/env';

/*
 * Searches are not cached (one entry per distinct term would grow the cache without bound):
 * a blog search reaches the content API, a site search (/search, the header's popup) the
 * search index. Each client gets one budget of them per minute, shared by all of them.
 */
const allow = createRateLimiter({ name: 'search', limit: env.SEARCH_RATE_LIMIT, windowMs: 60_000 });

export function searchAllowed(headers: Headers): Promise<boolean> {
  return allow(clientKey(headers));
}

export const SEARCH_REFUSED = 'Too many searches, please try again in a minute';
