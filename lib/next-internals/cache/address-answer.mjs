/*
 * The cache entries any address can create, which no cache keeps (route-cache-handler.mjs on
 * disk, shared-cache-handler.mjs in Redis and in memory): a page rendered for an unknown slug
 * ends in a redirect to /error or a 404, about 280 kB each (bench/cache-growth.mjs).
 */
const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** A page answer that is not content: a redirect (3xx), a not-found page (except the app's own 404 page) or an error. */
export function isAddressAnswer(key, data) {
  if (!data || !PAGE_KINDS.has(data.kind) || /(^|\/)_not-found$/.test(key)) return false;
  const status = data.status ?? 200;
  return status === 404 || (status >= 300 && status < 400) || status >= 500;
}
