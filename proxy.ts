import { NextResponse, type NextRequest } from 'next/server';

/*
 * Request-level rules, before any page renders (Next 16's name for middleware.ts).
 *
 * 1. The specification lists /Course-details/{url} as well as /course-details/{url}: the
 *    capitalised form answers with a permanent redirect so each course has one URL.
 * 2. Trailing slashes. The specification's addresses of two detail routes end with a slash
 *    (/upsc-daily-current-affairs/{articleurl}/, /article/{articleurl}/); every other address
 *    has none. Next's own slash redirect is off (next.config.ts skipTrailingSlashRedirect),
 *    so this rule keeps one canonical form per route: those two with the slash (the form
 *    without it gets a 308 to it), every other path without (a 308 strips it, as Next did).
 */
const SLASH_DETAIL = /^\/(upsc-daily-current-affairs|article)\/[^/.]+$/;
const SLASH_DETAIL_CANONICAL = /^\/(upsc-daily-current-affairs|article)\/[^/]+\/$/;

export function proxy(request: NextRequest) {
  // The raw address: NextURL formats paths by the trailingSlash setting and would drop the slash.
  const url = new URL(request.url);
  const { pathname } = url;

  if (pathname.startsWith('/Course-details/')) {
    url.pathname = pathname.replace(/^\/Course-details\//, '/course-details/');
    return NextResponse.redirect(url, 308);
  }

  if (SLASH_DETAIL.test(pathname)) {
    url.pathname = `${pathname}/`;
    return NextResponse.redirect(url, 308);
  }

  if (pathname.length > 1 && pathname.endsWith('/') && !SLASH_DETAIL_CANONICAL.test(pathname)) {
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }

  return NextResponse.next();
}

export const config = {
  matcher: ['/Course-details/:path*', '/upsc-daily-current-affairs/:slug', '/article/:slug', '/:path+/'],
};
