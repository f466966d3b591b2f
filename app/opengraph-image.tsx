import { renderOgImage } from '@/lib/seo/og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og-size';
import { site } from '@/lib/site';

/* The site's share card: what a shared list, policy or home page shows (lib/seo/metadata.ts). */
export const revalidate = 86400;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = site.name;

export default function Image() {
  return renderOgImage({
    kicker: 'UPSC Civil Services Coaching',
    title: 'Prelims, Mains and Interview: classroom and live online courses',
  });
}
