import { NextRequest } from 'next/server';
import { proxy } from '../proxy';
import { CAMPAIGN_MAX_BYTES, COOKIE_MAX_BYTES } from '../lib/tracking/cookie-size';

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

function setCookies(url: string, cookie?: string, headers: Record<string, string> = {}): string[] {
  const response = proxy(new NextRequest(url, { headers: { ...headers, ...(cookie ? { cookie } : {}) } }));
  return response.headers.getSetCookie();
}

describe('proxy: campaign cookies are SameSite=Lax, and Secure when the visitor is on https', () => {
  it.each([
    ['http://localhost:3000/?utm_source=google', {}, false],
    ['https://localhost:3000/?utm_source=google', {}, true],
    ['http://localhost:3000/?utm_source=google', { 'x-forwarded-proto': 'https' }, true],
  ])('%s %j: Secure %s', (url, headers, secure) => {
    const [header = ''] = setCookies(url, undefined, headers);
    expect(header).toMatch(/^utm_source=google;/);
    expect(header).toMatch(/SameSite=lax/i);
    expect(/;\s*Secure/i.test(header)).toBe(secure);
  });
});

describe('proxy: campaign cookies', () => {
  it('caps each campaign cookie at 256 bytes and all five together (the cookie bomb)', () => {
    const long = 'क'.repeat(200);
    const query = UTM.map((k) => `${k}=${encodeURIComponent(long)}`).join('&');
    const pairs = setCookies(`http://localhost:3000/?${query}`).map((header) => header.split(';')[0] ?? '');
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) {
      expect(pair.length).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
      expect(() => decodeURIComponent(pair)).not.toThrow();
    }
    expect(pairs.join('').length).toBeLessThanOrEqual(CAMPAIGN_MAX_BYTES);
  });

  it('keeps short values as they are', () => {
    const pairs = setCookies('http://localhost:3000/contact-us?utm_source=google&utm_medium=cpc').map((h) => h.split(';')[0]);
    expect(pairs).toEqual(['utm_source=google', 'utm_medium=cpc']);
  });

  it("a new campaign replaces the last one's other keys", () => {
    const headers = setCookies('http://localhost:3000/blogs/some-post?utm_source=google', 'utm_source=fb; utm_campaign=old');
    expect(headers.find((h) => h.startsWith('utm_source='))).toMatch(/^utm_source=google;/);
    const forgotten = headers.find((h) => h.startsWith('utm_campaign=')) ?? '';
    expect(forgotten).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The cookie was set for the whole site: deleting it anywhere else would leave it.
    expect(forgotten).toMatch(/Path=\/(;|$)/);
  });
});
