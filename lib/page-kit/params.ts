import { notFound } from 'next/navigation';

/*
 * Route parameters of the pages. The contract's slugs are opaque, so any value is
 * passed on (percent-encoded) except ones no slug can be: empty, over 200 characters, with
 * control characters or slashes, or a dot segment (`.`, `..`) however many times it was
 * percent-encoded (`/blog/%252e%252e` reached the API's root: an API or proxy decoding once
 * more resolves it). Those answer 404 without calling the API.
 */
const IMPOSSIBLE = /[\u0000-\u001f\u007f/\\]/;
const DOT_SEGMENT = /^\.{1,2}$/;

/** The slug and what it decodes to, each time a percent-escape is left (at most 4 times). */
function decodings(slug: string): string[] {
  const forms = [slug];
  for (let form = slug; /%[0-9a-f]{2}/i.test(form) && forms.length < 5;) {
    try {
      form = decodeURIComponent(form);
    } catch {
      break;
    }
    forms.push(form);
  }
  return forms;
}

/** A route parameter's slug, or a 404 (`notFound()`) for a value no slug can be. */
export function checkedSlug(raw: string): string {
  // Next passes the parameter as it appears in the address on some paths; decode once.
  const [, decoded] = decodings(raw);
  const slug = decoded ?? raw;
  if (slug.length === 0 || slug.length > 200) notFound();
  if (decodings(slug).some((form) => IMPOSSIBLE.test(form) || DOT_SEGMENT.test(form))) notFound();
  return slug;
}

/** The slug of every dynamic segment of the routes, through the one guard. */
export async function slugParam<K extends string>(params: Promise<Record<K, string>>, key: K): Promise<string> {
  return checkedSlug((await params)[key]);
}
