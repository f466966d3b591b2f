import { createRateLimiter } from '@/lib/request/rate-limit';

describe('createRateLimiter without REDIS_URL (in memory)', () => {
  it('allows `limit` requests per client and window, then refuses', async () => {
    const allow = createRateLimiter({ name: 'test-limit', limit: 2, windowMs: 60_000 });
    expect(await allow('203.0.113.7')).toBe(true);
    expect(await allow('203.0.113.7')).toBe(true);
    expect(await allow('203.0.113.7')).toBe(false);
    expect(await allow('203.0.113.8')).toBe(true);
  });

  it('counts each named limit on its own', async () => {
    const enquiry = createRateLimiter({ name: 'test-enquiry', limit: 1, windowMs: 60_000 });
    const callback = createRateLimiter({ name: 'test-callback', limit: 1, windowMs: 60_000 });
    expect(await enquiry('203.0.113.9')).toBe(true);
    expect(await callback('203.0.113.9')).toBe(true);
    expect(await enquiry('203.0.113.9')).toBe(false);
  });
});
