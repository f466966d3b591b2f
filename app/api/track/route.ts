import { after } from 'next/server';
import { z } from '@/lib/zod';
import { clientKey, createRateLimiter } from '@/lib/request/rate-limit';
import { env } from '@/lib/env';
import { readJsonBody } from '@/lib/request/body';
import { eventLog } from '@/lib/tracking/events-store';

/*
 * The tracking pixel's endpoint: bounded in size and rate, answers at once (204) and
 * stores the event after the answer has gone out.
 */
export const dynamic = 'force-dynamic';

const MAX_BYTES = 2048;
const allow = createRateLimiter({ name: 'track', limit: env.TRACK_RATE_LIMIT, windowMs: 60_000 });
const short = z.string().max(500).optional();

const eventSchema = z.object({
  event: z.enum(['pageview', 'click', 'urlchange', 'web-vital']),
  buttonId: z.string().max(100).optional(),
  x: z.number().int().min(0).max(100_000).optional(),
  y: z.number().int().min(0).max(1_000_000).optional(),
  metric: z
    .object({
      name: z.string().max(20),
      value: z.number(),
      rating: z.string().max(20).optional(),
      pageType: z.string().max(40).optional(),
      device: z.enum(['phone', 'desktop']).optional(),
      connection: z.string().max(20).optional(),
      attribution: z
        .record(z.string().max(40), z.union([z.string().max(200), z.number()]))
        .refine((causes) => Object.keys(causes).length <= 12, 'at most 12 causes')
        .optional(),
    })
    .optional(),
  name: short,
  contact: short,
  email: short,
  referrer: short,
  url: z.string().max(2000),
  title: short,
});

const empty = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_BYTES);
  if (!body.ok && body.reason === 'too-large') return empty(413);
  if (!(await allow(clientKey(request.headers)))) return empty(429);
  if (!body.ok) return empty(400);
  const parsed = eventSchema.safeParse(body.json);
  if (!parsed.success) return empty(400);
  const { event, ...data } = parsed.data;
  after(() => eventLog().record(event, data));
  return empty(204);
}
