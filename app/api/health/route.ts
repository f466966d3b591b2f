import { timingSafeEqual } from 'node:crypto';
import { CLIENT_LOCAL_HEADER } from '@/lib/request/client-address';
import { content, contentSource } from '@/lib/content';
import { outbox } from '@/lib/enquiry/delivery-loop';
import { env } from '@/lib/env';
import { sharedCacheState } from '@/lib/next-internals/cache/shared-clock';

/*
 * For load balancers, monitoring and the test runner. Anyone gets `{ status: 'ok' }`; the details
 * (is the content API answering, does this instance share the cache, how many leads wait, failed or were held) only a request from the
 * machine itself (not through an untrusted proxy on it) or with `Authorization: Bearer $HEALTH_TOKEN`. The content API is asked at most
 * once every 5 s, so polling the endpoint costs it one call per 5 s, not one per request; the lead
 * counts (this instance's SQLite) are read on each request.
 */
export const dynamic = 'force-dynamic';

const PROBE_TTL_MS = 5000;
let probed: { at: number; answer: Promise<{ up: boolean; status?: number; checkedInMs: number }> } | undefined;

function probe() {
  if (!probed || Date.now() - probed.at > PROBE_TTL_MS) {
    const at = Date.now();
    probed = { at, answer: content.probe().then((api) => ({ ...api, checkedInMs: Date.now() - at })) };
  }
  return probed;
}

async function workOut(): Promise<Record<string, unknown>> {
  const { at, answer } = probe();
  const api = await answer;
  const leads = outbox().counts();
  return {
    status: 'ok',
    contentSource: contentSource === 'embedded' ? 'embedded' : 'api',
    contentApi: api.up ? 'up' : 'down',
    ...(api.status === undefined ? {} : { contentApiStatus: api.status }),
    checkedInMs: api.checkedInMs,
    checkedAt: new Date(at).toISOString(),
    // 'unreachable': Redis is out of reach and this instance serves from its own memory, where other instances' edits do not reach.
    sharedCache: sharedCacheState(),
    // failed: attempts ran out (dead letters); unverified: held back by an earlier release (npm run leads:export lists both).
    leads: {
      waiting: leads.pending + leads.sending,
      delivered: leads.delivered,
      rejected: leads.rejected,
      failed: leads.failed,
      unverified: leads.held,
    },
  };
}

function mayReadDetails(request: Request): boolean {
  // Stamped by instrumentation.ts from the socket: nginx's loopback connection does not count (lib/request/client-address.ts).
  if (request.headers.get(CLIENT_LOCAL_HEADER) === '1') return true;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(env.HEALTH_TOKEN ? `Bearer ${env.HEALTH_TOKEN}` : '');
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

export async function GET(request: Request) {
  const headers = { 'cache-control': 'no-store' };
  if (!mayReadDetails(request)) return Response.json({ status: 'ok' }, { headers });
  return Response.json(await workOut(), { headers });
}
