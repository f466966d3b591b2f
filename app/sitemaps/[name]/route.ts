import { parseSitemapName } from '@/lib/content-types/kinds';
import { sitemaps } from '@/lib/seo/sitemaps';
import { urlsetXml } from '@/lib/seo/sitemap-xml';
import { gzipResponse } from '@/lib/seo/xml';

/*
 * `/sitemaps/{type}-{part}.xml.gz`: one part of a content type's sitemap (listed by
 * /sitemap.xml). Rendered on first request, then served from the cache (ISR) and refreshed
 * by time or by the type's cache tag.
 */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const parsed = parseSitemapName((await params).name);
  const urls = parsed && (await sitemaps.part(parsed.kind, parsed.part));
  if (!urls) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return gzipResponse(urlsetXml(urls));
}
