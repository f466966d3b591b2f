/*
 * How a picture from the API goes to next/image. The schemas have already written pictures of
 * the site's own origin as site paths (`picture()` in lib/content/schemas/fields.ts); those are
 * optimised. SVGs and other hosts, which the optimiser is not configured for, pass through
 * unoptimised rather than broken. No configuration is read here: client islands render pictures too.
 */
export function imageProps(src: string): { src: string; unoptimized: boolean } {
  const own = src.startsWith('/') && !src.startsWith('//');
  const svg = new URL(src, 'http://x').pathname.toLowerCase().endsWith('.svg');
  return { src, unoptimized: !own || svg };
}
