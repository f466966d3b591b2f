import { notFound } from 'next/navigation';
import { content } from '@/lib/content';
import { renderOgImage } from '@/lib/seo/og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og-size';

/* The page's Open Graph image (lib/seo/og-image.tsx), rendered on first request and then cached. */
export const revalidate = 86400;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'UPSC test series';

export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ testurl: string }> }) {
  const detail = await content.getCourseDetail((await params).testurl);
  if (!detail.ok) notFound();
  const { course } = detail.data;
  const facts = [course.category, course.duration].filter(Boolean).join(' · ');
  return renderOgImage({ kicker: facts || 'Test Series', title: course.coursename });
}
