/*
 * Demo content stores its pictures as site paths ('/demo/…'); the contract promises
 * absolute addresses, so they are made absolute with the site's public URL when served.
 */
const PICTURE_FIELDS = new Set(['pic', 'coverpic', 'thumbnail', 'icon', 'logo', 'logos', 'himage', 'mobilepic', 'fileurl', 'brochure1']);

export function absolutePictures<T>(value: T, siteUrl: string): T {
  if (Array.isArray(value)) return value.map((v) => absolutePictures(v, siteUrl)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = PICTURE_FIELDS.has(key) && typeof v === 'string' && v.startsWith('/') ? siteUrl + v : absolutePictures(v, siteUrl);
  }
  return out as T;
}
