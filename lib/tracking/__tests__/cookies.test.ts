/** @jest-environment jsdom */
import { trackingCookie, trackingHost } from '@/lib/tracking/cookie-policy';
import { COOKIE_MAX_BYTES } from '@/lib/tracking/cookie-size';
import { writeTrackingCookie } from '@/lib/tracking/cookies';
import { readCookie } from '@/lib/tracking/storage';

describe('form tracking cookies', () => {
  it('writes a long Hindi query as at most 256 bytes of whole letters', () => {
    const query = 'प्रश्न '.repeat(100);
    writeTrackingCookie('query', query);
    const sent = document.cookie.split('; ').find((c) => c.startsWith('query=')) ?? '';
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.length).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
    const read = readCookie('query') ?? '';
    expect(query.startsWith(read)).toBe(true);
  });
});

describe('how tracking cookies are written', () => {
  it('SameSite=Lax for thirty days, Secure on https only', () => {
    expect(trackingCookie(true)).toEqual({ maxAge: 2_592_000, path: '/', sameSite: 'lax', secure: true });
    expect(trackingCookie(false).secure).toBe(false);
  });
});

describe('where tracking cookies are written', () => {
  it('on the production host and on the machine itself, nowhere else', () => {
    expect(trackingHost('www.institute.in', 'www.institute.in')).toBe(true);
    expect(trackingHost('localhost', undefined)).toBe(true);
    expect(trackingHost('127.0.0.1', 'www.institute.in')).toBe(true);
    expect(trackingHost('staging.institute.in', 'www.institute.in')).toBe(false);
    expect(trackingHost('www.institute.in', undefined)).toBe(false);
  });
});
