const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const MIN_SCORE = 0.3;

/**
 * What a form's verification says about its lead (docs/decisions/006-verification-fails-closed.md). `refused`: the service judged the token (invalid, low score, another action or
 * site). `missing`: the browser sent no token (its script was blocked or did not load).
 * `unchecked`: the service could not be asked; the token is still unused.
 */
export type Verdict =
  { verdict: 'verified' } | { verdict: 'refused'; reason: string } | { verdict: 'missing' } | { verdict: 'unchecked'; reason: string };

export type VerifyOptions = { secret: string | undefined; action: string; hostname: string; fetcher?: typeof fetch };

type SiteVerify = Partial<{ success: boolean; score: number; action: string; hostname: string; 'error-codes': string[] }>;

/** Checks a reCAPTCHA v3 token on our server before the lead is stored. Without a secret, verification is off. */
export async function verifyRecaptcha(
  token: string | undefined,
  { secret, action, hostname, fetcher = fetch }: VerifyOptions,
): Promise<Verdict> {
  if (!secret) return { verdict: 'verified' };
  if (!token) return { verdict: 'missing' };
  let result: SiteVerify;
  try {
    const response = await fetcher(VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(3000),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    result = (await response.json()) as SiteVerify;
  } catch (error) {
    return { verdict: 'unchecked', reason: `verification unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (result.success !== true) return { verdict: 'refused', reason: `invalid token (${(result['error-codes'] ?? []).join(', ')})` };
  if (typeof result.score !== 'number' || result.score < MIN_SCORE) return { verdict: 'refused', reason: `score ${result.score}` };
  if (result.action !== action) return { verdict: 'refused', reason: `action ${result.action}` };
  if (result.hostname !== hostname) return { verdict: 'refused', reason: `hostname ${result.hostname}` };
  return { verdict: 'verified' };
}
