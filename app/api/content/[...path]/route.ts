import { env } from '@/lib/env';
import { embeddedContentApi } from '@/lib/embedded-api';
import { serveContentRequest } from '@/lib/embedded-api/http';

/*
 * The embedded content API over HTTP, read-only: another instance can use http://host/api/content as its CONTENT_API_URL.
 * Every method is routed so that writes get the contract's 405 body. A site that reads the institute's API
 * (CONTENT_API_URL) has no embedded one: 404, and no demo database is created.
 */
export const dynamic = 'force-dynamic';

const answer = async (request: Request) =>
  env.CONTENT_API_URL
    ? Response.json(
        { statusCode: 404, error: 'This site reads the content API at CONTENT_API_URL; it serves no embedded one' },
        { status: 404, headers: { 'cache-control': 'no-store' } },
      )
    : serveContentRequest(request, await embeddedContentApi());

export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE };
