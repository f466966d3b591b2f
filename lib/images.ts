import { site } from './site';

/*
 * How a picture from the API goes to next/image. Pictures on the site's own origin (the
 * demo content) become site paths; SVGs and hosts the optimiser is not configured for are
 * passed through unoptimised rather than broken.
 */
const optimisedHosts = new Set([new URL(site.url).hostname]);

export function imageProps(url: string): { src: string; unoptimized: boolean } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { src: url, unoptimized: true };
  }
  const sameOrigin = parsed.origin === new URL(site.url).origin;
  const src = sameOrigin ? parsed.pathname + parsed.search : url;
  const svg = parsed.pathname.toLowerCase().endsWith('.svg');
  return { src, unoptimized: svg || (!sameOrigin && !(parsed.protocol === 'https:' && optimisedHosts.has(parsed.hostname))) };
}
