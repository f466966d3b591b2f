import { verifyRecaptcha } from '@/lib/enquiry/recaptcha';

const answering = (body: Record<string, unknown>, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
const good = { success: true, score: 0.9, action: 'enquiry', hostname: 'www.example.in' };
const options = (fetcher: typeof fetch) => ({ secret: 's3cret', action: 'enquiry', hostname: 'www.example.in', fetcher });

describe('reCAPTCHA verification', () => {
  it('passes a good token for the right action and site', async () => {
    expect(await verifyRecaptcha('tok', options(answering(good)))).toEqual({ verdict: 'verified' });
  });

  it.each([
    ['an invalid token', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a low score', { ...good, score: 0.1 }],
    ['no score', { success: true, action: 'enquiry', hostname: 'www.example.in' }],
    ['another action', { ...good, action: 'login' }],
    ['another site', { ...good, hostname: 'evil.example' }],
  ])('refuses %s', async (_case, body) => {
    expect((await verifyRecaptcha('tok', options(answering(body)))).verdict).toBe('refused');
  });

  it('a missing token is missing, not passed', async () => {
    expect(await verifyRecaptcha(undefined, options(answering(good)))).toEqual({ verdict: 'missing' });
  });

  it('an unreachable or failing service leaves the token unchecked', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await verifyRecaptcha('tok', options(unreachable))).toEqual({
      verdict: 'unchecked',
      reason: 'verification unavailable: fetch failed',
    });
    expect((await verifyRecaptcha('tok', options(answering({}, 503)))).verdict).toBe('unchecked');
  });

  it('without a secret verification is off', async () => {
    expect(await verifyRecaptcha(undefined, { secret: undefined, action: 'enquiry', hostname: 'x' })).toEqual({ verdict: 'verified' });
  });
});
