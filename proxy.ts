import { NextResponse, type NextRequest } from 'next/server';
import { env } from './lib/env';
import { trackingCookie, trackingHost } from './lib/tracking/cookie-policy';
import { fitCampaignCookies } from './lib/tracking/cookie-size';
import { UTM_KEYS } from './lib/tracking/storage';
import { COURSE_PAGE_ALIAS_PREFIX, COURSE_PAGE_PREFIX, PAGES, TRAILING_SLASH_SECTIONS } from './lib/routes';

/*
 * Request-level rules, before any page renders (Next 16's name for middleware.ts).
 *
 * 1. The route table (docs/screens.md#routes) lists /Course-details/{url} as well as /course-details/{url}: the
 *    capitalised form answers with a permanent redirect so each course has one URL.
 * 2. Trailing slashes. The documented addresses of two detail routes end with a slash
 *    (/upsc-daily-current-affairs/{articleurl}/, /article/{articleurl}/); every other address
 *    has none. Next's own slash redirect is off (next.config.ts skipTrailingSlashRedirect),
 *    so this rule keeps one canonical form per route: those two with the slash (the form
 *    without it gets a 308 to it), every other path without (a 308 strips it, as Next did).
 * 3. Campaign parameters: a landing URL's utm_* values are kept in cookies (docs/screens.md#tracking),
 *    here on the server so no page ships code for it; only on the production host or localhost.
 *    A landing URL's campaign replaces the last one, within the cookies' size budget (cookie-size.ts).
 * 4. A path with a broken percent-escape (/blog/%ZZ) makes Next's router throw, which it
 *    answers with a bare 500: here it gets a 400 page saying what is wrong.
 */
const SLASH_SECTIONS = TRAILING_SLASH_SECTIONS.join('|');
const SLASH_DETAIL = new RegExp(`^/(${SLASH_SECTIONS})/[^/.]+$`);
const SLASH_DETAIL_CANONICAL = new RegExp(`^/(${SLASH_SECTIONS})/[^/]+/$`);

export function proxy(request: NextRequest) {
  // The raw address: NextURL formats paths by the trailingSlash setting and would drop the slash.
  const url = new URL(request.url);
  const { pathname } = url;

  if (!decodable(pathname)) return malformedAddress();

  if (pathname.startsWith(COURSE_PAGE_ALIAS_PREFIX)) {
    url.pathname = COURSE_PAGE_PREFIX + pathname.slice(COURSE_PAGE_ALIAS_PREFIX.length);
    return NextResponse.redirect(url, 308);
  }

  if (SLASH_DETAIL.test(pathname)) {
    url.pathname = `${pathname}/`;
    return NextResponse.redirect(url, 308);
  }

  if (pathname.length > 1 && pathname.endsWith('/') && !SLASH_DETAIL_CANONICAL.test(pathname)) {
    url.pathname = pathname.replace(/\/+$/, '') || PAGES.home;
    return NextResponse.redirect(url, 308);
  }

  return rememberCampaign(request, NextResponse.next());
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function malformedAddress(): NextResponse {
  const page =
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad address</title></head>' +
    '<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem">' +
    '<h1>This address is not valid</h1><p>Please check the url once.</p><p><a href="' +
    PAGES.home +
    '">Back to Homepage</a></p></body></html>';
  return new NextResponse(page, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const productionHost = new URL(env.SITE_URL).hostname;

function rememberCampaign(request: NextRequest, response: NextResponse): NextResponse {
  if (!trackingHost(request.nextUrl.hostname, productionHost)) return response;
  const values = UTM_KEYS.map((key) => [key, request.nextUrl.searchParams.get(key)] as const);
  if (!values.some(([, value]) => value)) return response;
  // Behind nginx the site is reached over http; the visitor's scheme is nginx's X-Forwarded-Proto.
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const cookie = trackingCookie(https);
  for (const [key, value] of fitCampaignCookies(values)) {
    if (value) response.cookies.set(key, value, cookie);
    else if (request.cookies.has(key)) response.cookies.delete({ name: key, path: '/' });
  }
  return response;
}

export const config = {
  matcher: [
    '/Course-details/:path*',
    '/upsc-daily-current-affairs/:slug',
    '/article/:slug',
    '/:path+/',
    // Only paths holding a percent sign can carry a broken escape.
    '/:path(.*%.*)',
    // Written out: Next reads this config statically.
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'utm_source' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'utm_medium' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'utm_campaign' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'utm_term' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: 'utm_content' }] },
  ],
};
