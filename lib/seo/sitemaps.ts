import { content } from '@/lib/content';
import { createSitemapSources } from './sitemap-sources';

/** The site's sitemap sources, read through the content client like every page (see sitemap-sources.ts). */
export const sitemaps = createSitemapSources({ content });
