import { CAMPAIGN_MAX_BYTES, COOKIE_MAX_BYTES, cookieBytes, fitCampaignCookies, fitCookieValue } from '@/lib/tracking/cookie-size';

const DEVANAGARI = 'क'.repeat(200);

describe('tracking cookie sizes', () => {
  it('cuts 200 Devanagari letters to whole letters within 256 bytes as sent', () => {
    const fitted = fitCookieValue('utm_source', DEVANAGARI);
    expect(cookieBytes('utm_source', DEVANAGARI)).toBeGreaterThan(1800);
    expect(cookieBytes('utm_source', fitted)).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
    // Each letter is 9 encoded bytes: as many as fit in 256 - 'utm_source='.length.
    expect(fitted).toBe('क'.repeat(Math.floor((256 - 11) / 9)));
  });

  it('never splits a character, so the encoded value has no broken escape', () => {
    const emoji = '😀'.repeat(100);
    const fitted = fitCookieValue('query', `a${emoji}`);
    expect(fitted.length % 2).toBe(1);
    expect(emoji.startsWith(fitted.slice(1))).toBe(true);
    const encoded = encodeURIComponent(fitted);
    expect(decodeURIComponent(encoded)).toBe(fitted);
    expect(encoded).not.toMatch(/%.?$/);
  });

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    expect(fitCookieValue('trackname', 'ab\uD800cd')).toBe('ab\uFFFDcd');
  });

  it('keeps short values whole', () => {
    expect(fitCookieValue('utm_medium', 'cpc')).toBe('cpc');
  });

  it('fits five long campaign values into the shared budget, each within its own limit', () => {
    const keys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
    const fitted = fitCampaignCookies(keys.map((k) => [k, DEVANAGARI] as const));
    const sizes = fitted.filter(([, v]) => v).map(([k, v]) => cookieBytes(k, v));
    for (const size of sizes) expect(size).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(CAMPAIGN_MAX_BYTES);
    expect(fitted[0]).toEqual(['utm_source', fitCookieValue('utm_source', DEVANAGARI)]);
  });

  it('returns a missing campaign key empty, for the caller to forget', () => {
    expect(
      fitCampaignCookies([
        ['utm_source', 'google'],
        ['utm_medium', null],
      ]),
    ).toEqual([
      ['utm_source', 'google'],
      ['utm_medium', ''],
    ]);
  });
});
