import { notFound } from 'next/navigation';

/*
 * Route parameters of the detail pages. The contract's slugs are opaque, so any value is
 * passed on (percent-encoded) except ones no slug can be: empty, over 200 characters, or
 * with control characters or slashes. Those answer 404 without calling the API.
 */
export async function slugFromParams<K extends string>(params: Promise<Record<K, string>>, key: K): Promise<string> {
  const raw = (await params)[key];
  let slug = raw;
  try {
    // Next passes the parameter as it appears in the address on some paths; decode once.
    if (/%[0-9a-f]{2}/i.test(raw)) slug = decodeURIComponent(raw);
  } catch {
    slug = raw;
  }
  if (slug.length === 0 || slug.length > 200 || /[\u0000-\u001f\u007f/\\]/.test(slug)) notFound();
  return slug;
}
