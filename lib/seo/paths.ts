/* Addresses of the crawler-facing documents: sitemaps, the news sitemap, RSS feeds. */

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/news-sitemap.xml';

export const SITEMAP_KINDS = ['pages', 'branches', 'courses', 'daily-current-affairs', 'articles', 'blogs', 'explorations'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/**
 * `/sitemaps/blogs-1.xml.gz`: part `n` (1-based) of a content type's sitemap, a gzip file as
 * the sitemaps protocol allows (see gzipResponse for why).
 */
export function sitemapPath(kind: SitemapKind, part: number): string {
  return `/sitemaps/${kind}-${part}.xml.gz`;
}

/** 'blogs-2.xml.gz' → { kind: 'blogs', part: 2 }; anything else → undefined. */
export function parseSitemapName(name: string): { kind: SitemapKind; part: number } | undefined {
  const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml\.gz$/.exec(name);
  if (!match) return undefined;
  const kind = SITEMAP_KINDS.find((k) => k === match[1]);
  return kind ? { kind, part: Number(match[2]) } : undefined;
}

export const FEEDS = {
  daily: { path: '/feeds/upsc-daily-current-affairs.xml', title: 'UPSC Daily Current Affairs' },
  blogs: { path: '/feeds/blogs.xml', title: 'Blogs' },
} as const;

/** The generated Open Graph image of a page (its opengraph-image.tsx): `/blog/x` → `/blog/x/opengraph-image`. */
export function ogImagePath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/opengraph-image`;
}
