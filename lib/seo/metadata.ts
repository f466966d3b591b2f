import type { Metadata } from 'next';
import { FEEDS } from '@/lib/routes';
import { site } from '../site';

type PageMeta = {
  /** The site's own title for the page: the layout's template adds ' | {site name}'. */
  title: string;
  /** The CMS's title, when it has one: shown exactly as the editors wrote it, without the site name. */
  metatitle?: string | undefined;
  description?: string;
  /** Site path of the page's one canonical URL. */
  path: string;
  keywords?: readonly string[];
  image?: string;
  type?: 'website' | 'article';
};

/** The RSS feeds, announced in the head of every page (`<link rel="alternate" type="application/rss+xml">`). */
export const feedAlternates = {
  'application/rss+xml': [
    { url: FEEDS.daily.path, title: `${FEEDS.daily.title} | ${site.name}` },
    { url: FEEDS.blogs.path, title: `${FEEDS.blogs.title} | ${site.name}` },
  ],
};

/**
 * Metadata of one page: title, description (the site's own when the page has none),
 * canonical URL, the RSS feeds, Open Graph and Twitter cards. A page's generated Open
 * Graph image (opengraph-image.tsx beside it) takes precedence over `image`; the Twitter
 * card then falls back to it.
 */
export function pageMetadata({ title: ownTitle, metatitle, description, path, keywords, image, type = 'website' }: PageMeta): Metadata {
  const title = metatitle ?? ownTitle;
  const text = description ?? site.description;
  const images = image ? [{ url: image }] : undefined;
  return {
    title: metatitle === undefined ? ownTitle : { absolute: metatitle },
    description: text,
    ...(keywords && keywords.length > 0 ? { keywords: [...keywords] } : {}),
    alternates: { canonical: path, types: feedAlternates },
    openGraph: { title, description: text, url: path, siteName: site.name, type, locale: 'en_IN', ...(images ? { images } : {}) },
    twitter: { card: 'summary_large_image', title, description: text, ...(image ? { images: [image] } : {}) },
  };
}
