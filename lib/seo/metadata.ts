import type { Metadata } from 'next';
import { site } from '../site';

type PageMeta = {
  title: string;
  description?: string;
  /** Site path of the page's one canonical URL. */
  path: string;
  keywords?: readonly string[];
  image?: string;
  type?: 'website' | 'article';
};

/** Metadata of one page: title, description, canonical URL, Open Graph and Twitter cards. */
export function pageMetadata({ title, description, path, keywords, image, type = 'website' }: PageMeta): Metadata {
  const images = image ? [{ url: image }] : undefined;
  return {
    title,
    description,
    keywords: keywords && keywords.length > 0 ? [...keywords] : undefined,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, type, locale: 'en_IN', images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image ? [image] : undefined },
  };
}
