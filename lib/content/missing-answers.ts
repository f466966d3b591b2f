import type { ContentAnswer, Transport } from './transport';

/*
 * The 404s of the content API, remembered a minute per instance. Next's data cache keeps only
 * answers of 200, so every view of an invented slug asked the API again; with this, an address
 * costs at most one call a minute however often it is asked. Bounded (oldest out). The CMS
 * webhook forgets them all (a detail created since answers at once on that instance; the
 * others within the minute).
 */
export type MissingAnswers = Map<string, { answer: ContentAnswer; until: number }>;

/** `missing`: where they are kept; one per process (lib/content/index.ts keeps it on globalThis). */
export function rememberMissing(
  transport: Transport,
  { ttlMs = 60_000, max = 10_000, now = Date.now, missing = new Map() as MissingAnswers } = {},
) {
  const remembering: Transport = async (request) => {
    if (request.method !== 'GET' || request.fresh) return transport(request);
    const known = missing.get(request.path);
    if (known && known.until > now()) return known.answer;
    missing.delete(request.path);
    const answer = await transport(request);
    if (answer.status === 404) {
      missing.set(request.path, { answer, until: now() + ttlMs });
      if (missing.size > max) missing.delete(missing.keys().next().value ?? '');
    }
    return answer;
  };
  return { transport: remembering, forget: () => missing.clear(), size: () => missing.size };
}
