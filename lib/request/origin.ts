/**
 * Whether a browser says the request comes from another site. `Sec-Fetch-Site` (every
 * current browser) must be same-origin, or `none` for a typed-in request; `Origin`, when
 * sent, must be the site's own public address or the address the request was made to.
 * Tools that send neither header (curl, monitoring) pass: they cannot ride a visitor's browser.
 */
export function isCrossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  return !allowed.has(origin);
}
