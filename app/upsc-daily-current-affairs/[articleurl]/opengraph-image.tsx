import { notFound } from 'next/navigation';
import { slugFromParams } from '@/lib/pages/slug';
import { content } from '@/lib/content';
import { renderOgImage } from '@/lib/seo/og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og-size';

/* The page's Open Graph image (lib/seo/og-image.tsx), rendered on first request and then cached. */
export const revalidate = 86400;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'UPSC daily current affairs';

export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ articleurl: string }> }) {
  const detail = await content.getDailyArticle(await slugFromParams(params, 'articleurl'));
  if (!detail.ok) notFound();
  return renderOgImage({ kicker: 'Daily Current Affairs', title: detail.data.title, date: detail.data.date });
}
