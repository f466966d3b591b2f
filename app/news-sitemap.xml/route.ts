import { todayInIndia } from '@/lib/dates';
import { sitemaps } from '@/lib/seo/sitemaps';
import { newsSitemapXml } from '@/lib/seo/sitemap-xml';
import { xmlResponse } from '@/lib/seo/xml';
import { site } from '@/lib/site';

/* Google News sitemap: the daily current-affairs articles of today and yesterday (IST). */
export const revalidate = 300;

export async function GET() {
  return xmlResponse(newsSitemapXml(await sitemaps.news(todayInIndia()), { name: site.name, language: 'en' }));
}
