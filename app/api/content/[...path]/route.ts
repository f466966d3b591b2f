import { embeddedContentApi } from '@/lib/embedded-api';
import { serveContentRequest } from '@/lib/embedded-api/http';

/* The embedded content API over HTTP, read-only: another instance can use http://host/api/content as its CONTENT_API_URL. Every method is routed so that writes get the contract's 405 body. */
export const dynamic = 'force-dynamic';

const answer = async (request: Request) => serveContentRequest(request, await embeddedContentApi());

export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE };
