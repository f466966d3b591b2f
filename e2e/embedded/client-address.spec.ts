import { expect, test } from '@/test-support/e2e/test';

/*
 * The embedded target trusts no proxy (TRUSTED_PROXIES unset): a client that writes its own
 * X-Forwarded-For is still its connection's address, so forged addresses share one limit.
 */
test('forged X-Forwarded-For addresses do not get a fresh rate limit each', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const response = await request.post('/api/callback', {
      data: '{}',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.40.${i}.1`,
        'x-real-ip': `10.41.${i}.1`,
        'x-site-client-address': `10.42.${i}.1`,
      },
      failOnStatusCode: false,
    });
    statuses.push(response.status());
  }
  // ENQUIRY_RATE_LIMIT is 20 a minute on this target: at least the last 20 are refused.
  expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
});
