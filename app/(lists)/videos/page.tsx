import type { Metadata } from 'next';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { VideoBrowser } from '@/components/video/VideoBrowser.client';
import { content } from '@/lib/content';
import { orFallback } from '@/lib/content/fallback';
import { todayInIndia } from '@/lib/dates';
import { ALL_VIDEOS, FALLBACK_VIDEO_CATEGORIES, VIDEO_STEP } from '@/lib/listing/constants';
import { loadVideos } from '@/lib/listing/load-page';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { videoListJsonLd } from '@/lib/seo/structured-data';
import { PAGES } from '@/lib/routes';
import { crumbsTo } from '@/lib/page-kit/crumbs';

// Static (ISR): the newest videos of every category. Category, dates and 'More' are chosen
// in the page's island through /api/lists.
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('videos', PAGES.videos, {
    title: 'UPSC Videos: Lectures, News Analysis and Toppers’ Talks',
    description: 'Demo lectures, daily news analysis, webinars, podcasts and toppers’ mock interviews for UPSC preparation.',
  });
}

export default async function VideosPage() {
  const [categories, videos] = await Promise.all([
    // The categories can fall back to the fixed list (docs/screens.md#content-lists); the videos are the page.
    orFallback(content.getVideoCategories(), [], 'video categories'),
    loadVideos({ categoryId: ALL_VIDEOS, limit: VIDEO_STEP }),
  ]);
  const list = categories.length > 0 ? categories.map((c) => ({ id: c.ID, name: c.categoryname })) : FALLBACK_VIDEO_CATEGORIES;
  return (
    <>
      <JsonLd data={videoListJsonLd(videos)} />
      <PageHero
        title="Videos"
        lead="Demo lectures, daily news analysis, webinars and toppers’ talks. Videos play here when you choose them."
        crumbs={crumbsTo({ label: 'Videos', href: PAGES.videos })}
      />
      <ListBody label="Videos">
        <VideoBrowser categories={list} initial={videos} today={todayInIndia()} />
      </ListBody>
    </>
  );
}
