import { NextResponse, type NextRequest } from 'next/server';

/*
 * Request-level rules, before any page renders (Next 16's name for middleware.ts).
 * The specification lists /Course-details/{url} as well as /course-details/{url}: the
 * capitalised form answers with a permanent redirect so each course has one URL.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.replace(/^\/Course-details\//, '/course-details/');
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: ['/Course-details/:path*'],
};
