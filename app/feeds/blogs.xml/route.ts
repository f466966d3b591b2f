import { typeFeed } from '@/lib/seo/feeds';
import { xmlResponse } from '@/lib/seo/xml';

/* RSS of the blogs, linked from every page's head (lib/seo/metadata.ts). */
export const revalidate = 600;

export async function GET() {
  return xmlResponse(await typeFeed('blogs'), 'application/rss+xml');
}
