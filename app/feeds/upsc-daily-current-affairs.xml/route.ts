import { typeFeed } from '@/lib/seo/feeds';
import { xmlResponse } from '@/lib/seo/xml';

/* RSS of the daily current affairs, linked from every page's head (lib/seo/metadata.ts). */
export const revalidate = 300;

export async function GET() {
  return xmlResponse(await typeFeed('daily'), 'application/rss+xml');
}
