import type { ContentAnswer, Transport } from './transport';

/*
 * The 404s of the content API, remembered a minute per instance. Next's data cache keeps only
 * answers of 200, so every view of an invented slug asked the API again; with this, an address
 * costs at most one call a minute however often it is asked. Bounded (oldest out). The CMS
 * webhook forgets them all on the instance it reaches, and revalidates FORGET_MISSING_TAG, which
 * the other instances read from the shared cache's revalidation clock (`changedSince`, one Redis
 * read per remembered 404 served) before answering one: a detail created since answers on every
 * instance at once, and on all of them once Redis answers again after an outage.
 */
export type MissingAnswers = Map<string, { answer: ContentAnswer; until: number; at: number }>;

/** The tag the webhook revalidates on every call: no cache entry carries it, only the 404 memories read it. */
export const FORGET_MISSING_TAG = 'site:missing-answers';

/** `missing`: where they are kept; one per process (lib/content/index.ts keeps it on globalThis). */
export function rememberMissing(
  transport: Transport,
  {
    ttlMs = 60_000,
    max = 10_000,
    now = Date.now,
    missing = new Map() as MissingAnswers,
    /** Whether FORGET_MISSING_TAG was revalidated (by any instance) since `at`; false without a shared cache. */
    changedSince = async (at: number): Promise<boolean> => (void at, false),
  } = {},
) {
  const remembering: Transport = async (request) => {
    if (request.method !== 'GET' || request.fresh) return transport(request);
    const known = missing.get(request.path);
    if (known && known.until > now() && !(await changedSince(known.at))) return known.answer;
    missing.delete(request.path);
    const answer = await transport(request);
    if (answer.status === 404) {
      missing.set(request.path, { answer, until: now() + ttlMs, at: now() });
      if (missing.size > max) missing.delete(missing.keys().next().value ?? '');
    }
    return answer;
  };
  return { transport: remembering, forget: () => missing.clear(), size: () => missing.size };
}
