import { content, contentSource } from '@/lib/content';
import { outbox } from '@/lib/enquiry/service';

/* For load balancers, monitoring and the test runner: is the content API answering, and how many leads wait. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const started = Date.now();
  const api = await content.probe();
  const leads = outbox().counts();
  return Response.json(
    {
      status: 'ok',
      contentSource: contentSource === 'embedded' ? 'embedded' : 'api',
      contentApi: api.up ? 'up' : 'down',
      ...(api.status === undefined ? {} : { contentApiStatus: api.status }),
      checkedInMs: Date.now() - started,
      // failed: attempts ran out (dead letters); unverified: held back for staff (npm run leads:export lists both).
      leads: {
        waiting: leads.pending + leads.sending,
        delivered: leads.delivered,
        rejected: leads.rejected,
        failed: leads.failed,
        unverified: leads.held,
      },
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}
