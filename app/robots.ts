import type { MetadataRoute } from 'next';
import { API_PREFIX, NEWS_SITEMAP_PATH, PAGES, SITEMAP_INDEX_PATH } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

/*
 * robots.txt: everything public may be crawled except the site's own endpoints; pages that
 * must stay out of the index (/error, the thank-you pages) say so with `noindex`, which a
 * crawler can only read when it may fetch them.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: PAGES.home, disallow: [API_PREFIX] }],
    sitemap: [absoluteUrl(SITEMAP_INDEX_PATH), absoluteUrl(NEWS_SITEMAP_PATH)],
  };
}
