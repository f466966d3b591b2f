import type { Metadata } from 'next';
import { FEEDS } from '@/lib/routes';
import { site } from '../site';
import { OG_CONTENT_TYPE, OG_SIZE } from './og-size';

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
  /** The page's generated share picture (app/share/[kind]/[slug]), preferred to `image`: the CMS's pictures may be SVGs, which cards ignore. */
  shareImage?: { url: string; alt: string };
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
 * The site's share card (app/opengraph-image.tsx): the picture of a page that has none social
 * sites can show, which an SVG is not (they draw none), so no shared link goes out as a bare
 * text box under a large-image card.
 */
export const SITE_CARD = '/opengraph-image';

/**
 * Metadata of one page: title, description (the site's own when the page has none),
 * canonical URL, the RSS feeds, Open Graph and Twitter cards. The Twitter card falls back to
 * the Open Graph picture: the page's generated one, its own, or the site's card.
 */
export function pageMetadata({
  title: ownTitle,
  metatitle,
  description,
  path,
  keywords,
  image,
  shareImage,
  type = 'website',
}: PageMeta): Metadata {
  const title = metatitle ?? ownTitle;
  const text = description ?? site.description;
  // The size and type of our own cards let a social site show one on the first share, before fetching it.
  const images = shareImage
    ? [{ url: shareImage.url, ...OG_SIZE, type: OG_CONTENT_TYPE, alt: shareImage.alt }]
    : image && !/\.svg(?:[?#]|$)/i.test(image)
      ? [{ url: image }]
      : [{ url: SITE_CARD, ...OG_SIZE, type: OG_CONTENT_TYPE, alt: site.name }];
  return {
    title: metatitle === undefined ? ownTitle : { absolute: metatitle },
    description: text,
    ...(keywords && keywords.length > 0 ? { keywords: [...keywords] } : {}),
    alternates: { canonical: path, types: feedAlternates },
    openGraph: { title, description: text, url: path, siteName: site.name, type, locale: 'en_IN', images },
    // No picture of its own: Next gives the card the Open Graph one, whichever that is.
    twitter: { card: 'summary_large_image', title, description: text },
  };
}
