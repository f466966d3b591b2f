import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from '@/lib/zod';
import { env } from '@/lib/env';
import { forgetMissingContent } from '@/lib/content';
import { FORGET_MISSING_TAG } from '@/lib/content/missing-answers';
import { pathTags, shareRevalidationNow } from '@/lib/next-internals/cache/shared-clock';
import { clientKey, createRateLimiter } from '@/lib/request/rate-limit';
import { readJsonBody } from '@/lib/request/body';
import { pageAddress } from '@/lib/page-address';
import { siteSearch } from '@/lib/search/site-search';

/*
 * The CMS webhook: refreshes the pages that used a changed entity (by cache tag, see
 * lib/content/tags.ts) or one path. By default the next request renders afresh; with
 * `stale: true` visitors keep getting the cached page while it regenerates. A tag also
 * re-indexes what it names in the site search.
 */
export const dynamic = 'force-dynamic';

const bodySchema = z
  .object({
    tag: z.string().min(1).max(256).optional(),
    /** A page's public address as the CMS knows it (lib/page-address.ts): a path or the site's absolute URL. */
    path: z.string().min(1).max(512).optional(),
    stale: z.boolean().optional(),
    /** 'layout' refreshes every page under the path ('/' with 'layout': the whole site). */
    scope: z.enum(['page', 'layout']).optional(),
    secret: z.string().max(512).optional(),
  })
  .refine((b) => b.tag || b.path, { message: 'Give a tag or a path' });

/*
 * Wrong secrets per client address: past 10 in a minute each further one is answered 429. With a
 * secret of 32 characters or more (lib/env.ts) guessing is hopeless anyway; this keeps a prober
 * from costing the site one comparison and one log line per request. A request with no secret
 * at all is no guess: it is refused without spending the address's budget, so junk posts cannot
 * lock the CMS's own address out for a minute.
 */
const refusals = createRateLimiter({ name: 'revalidate-refused', limit: 10, windowMs: 60_000 });

function secretMatches(given: string | null | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(request: Request) {
  if (!env.REVALIDATE_SECRET) {
    return Response.json({ error: 'Revalidation is not configured (REVALIDATE_SECRET)' }, { status: 503 });
  }
  const body = await readJsonBody(request, 4096, {});
  if (!body.ok) {
    const [status, error] = body.reason === 'too-large' ? [413, 'Body too large'] : [400, 'Body must be JSON'];
    return Response.json({ error }, { status });
  }
  const parsed = bodySchema.safeParse(body.json);
  const secret = request.headers.get('x-revalidate-secret') ?? (parsed.success ? parsed.data.secret : undefined);
  if (!secretMatches(secret, env.REVALIDATE_SECRET)) {
    if (secret && !(await refusals(clientKey(request.headers))))
      return Response.json({ error: 'Too many wrong secrets, wait a minute' }, { status: 429 });
    return Response.json({ error: 'Invalid secret' }, { status: 401 });
  }
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid body' }, { status: 400 });
  }
  const { tag, stale, scope } = parsed.data;
  const address = parsed.data.path === undefined ? undefined : pageAddress(parsed.data.path, env.SITE_URL);
  if (address && !address.ok) return Response.json({ error: address.reason }, { status: 400 });
  const path = address?.path;
  const profile = stale ? 'max' : { expire: 0 };
  // A detail created in the CMS answers at once, not when an instance's memory of its 404 ends:
  // here, and on the others through the shared cache (lib/content/missing-answers.ts).
  forgetMissingContent();
  revalidateTag(FORGET_MISSING_TAG, { expire: 0 });
  if (tag) {
    revalidateTag(tag, profile);
    // The search index re-reads what the tag names, after the answer: the CMS does not wait for it.
    void siteSearch().indexer.reindex([tag]);
  }
  if (path) revalidatePath(path, scope);
  // Every other instance's next request sees the change (Next itself shares it only after this answer).
  const sharedCache = await shareRevalidationNow([FORGET_MISSING_TAG, ...(tag ? [tag] : []), ...(path ? pathTags(path, scope) : [])]);
  // Redis out of reach: this instance has the change, the others get it when Redis answers again. Accepted, not done, and said so.
  return Response.json(
    { revalidated: true, tag: tag ?? null, path: path ?? null, sharedCache, now: Date.now() },
    { status: sharedCache === 'pending' ? 202 : 200 },
  );
}
