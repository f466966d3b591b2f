import { site } from './site';

/*
 * How a picture from the API reaches a page. Pictures on the site's own public origin (the
 * demo content; the API's answers carry absolute addresses) become site paths, so they load
 * from whatever host and port the visitor opened, as `PORT=4000 npm start` or a LAN address.
 */
const siteOrigin = new URL(site.url).origin;
const optimisedHosts = new Set([new URL(site.url).hostname]);

/** The address an <img> should use: a site path for the site's own pictures, else as given. */
export function sitePicture(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === siteOrigin ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

/** What next/image gets: SVGs and hosts the optimiser is not configured for pass through unoptimised rather than broken. */
export function imageProps(url: string): { src: string; unoptimized: boolean } {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return { src: url, unoptimized: true };
  }
  const src = sitePicture(parsed.href);
  const sameOrigin = src.startsWith('/');
  const svg = parsed.pathname.toLowerCase().endsWith('.svg');
  return { src, unoptimized: svg || (!sameOrigin && !(parsed.protocol === 'https:' && optimisedHosts.has(parsed.hostname))) };
}
