import { sitemaps } from '@/lib/seo/sitemaps';
import { NEWS_SITEMAP_PATH, sitemapPath } from '@/lib/routes';
import { sitemapIndexXml } from '@/lib/seo/sitemap-xml';
import { xmlResponse } from '@/lib/seo/xml';
import { absoluteUrl } from '@/lib/site';

/* The sitemap index: every part of every content type's sitemap, and the news sitemap. */
export const revalidate = 600;

export async function GET() {
  const parts = await sitemaps.index();
  return xmlResponse(
    sitemapIndexXml([
      ...parts.map((p) =>
        p.lastmod
          ? { loc: absoluteUrl(sitemapPath(p.kind, p.part)), lastmod: p.lastmod }
          : { loc: absoluteUrl(sitemapPath(p.kind, p.part)) },
      ),
      { loc: absoluteUrl(NEWS_SITEMAP_PATH) },
    ]),
  );
}
