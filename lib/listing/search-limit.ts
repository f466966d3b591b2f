import { clientKey, createRateLimiter } from '@/lib/enquiry/rate-limit';
import { env } from '@/lib/env';

/*
 * Searches reach the content API every time (their answers are not cached: one entry per
 * distinct term would grow the cache without bound), so each client gets a budget of them
 * per minute, shared by the header search and the blog list's search.
 */
const allow = createRateLimiter({ name: 'search', limit: env.SEARCH_RATE_LIMIT, windowMs: 60_000 });

export function searchAllowed(request: Request): Promise<boolean> {
  return allow(clientKey(request.headers));
}

export const SEARCH_REFUSED = 'Too many searches, please try again in a minute';
