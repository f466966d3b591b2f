/*
 * Size limits of the tracking cookies. A browser sends every cookie with every request; five
 * campaign cookies of ~1.9 kB each (200 Devanagari letters, percent-encoded) pushed its headers
 * past nginx's 8 kB buffer, and it got 400 on every page for the cookies' 30 days.
 *
 * A cookie's size here is what the browser sends, `name=value` with the value percent-encoded
 * as Next's and nookies' serialisers do (encodeURIComponent). Values are cut on whole
 * characters before encoding, so a cut never splits a letter or leaves a broken escape.
 */
export const COOKIE_MAX_BYTES = 256;
/** The five campaign cookies together; with the four form cookies (≤ 256 each) every tracking cookie fits in 1,792 bytes. */
export const CAMPAIGN_MAX_BYTES = 768;

/** Lone surrogates cannot be percent-encoded (encodeURIComponent throws); they become U+FFFD. */
function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Encoded size of the cookie as sent. */
export function cookieBytes(name: string, value: string): number {
  return name.length + 1 + encodeURIComponent(wellFormed(value)).length;
}

/** The longest start of `value`, in whole characters, whose cookie `name=value` fits in `maxBytes`. */
export function fitCookieValue(name: string, value: string, maxBytes = COOKIE_MAX_BYTES): string {
  let room = Math.min(maxBytes, COOKIE_MAX_BYTES) - name.length - 1;
  let fitted = '';
  for (const character of wellFormed(value)) {
    room -= encodeURIComponent(character).length;
    if (room < 0) break;
    fitted += character;
  }
  return fitted;
}

/**
 * The campaign cookies of one landing URL, each fitted in turn into what the ones before
 * it left of the shared budget. A key the URL does not carry is returned empty, so the caller
 * deletes it: one campaign replaces the last, and the cookies never add up past the budget.
 */
export function fitCampaignCookies<K extends string>(values: readonly (readonly [K, string | null])[]): [K, string][] {
  let budget = CAMPAIGN_MAX_BYTES;
  return values.map(([name, value]) => {
    const fitted = value ? fitCookieValue(name, value, budget) : '';
    if (fitted) budget -= cookieBytes(name, fitted);
    return [name, fitted];
  });
}
