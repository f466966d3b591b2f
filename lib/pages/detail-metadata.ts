import type { Metadata } from 'next';
import type { Detail } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { excerpt, htmlToText } from '@/lib/text';

type Item = { metatitle?: string; metadescription?: string; keywords?: readonly string[]; pic?: string };

/**
 * Metadata of a detail page: the item's metatitle, metadescription and keywords, else its
 * title and the start of its body. An unknown item gets a plain title; the page itself
 * sends the visitor to /error.
 */
export function detailMetadata<T extends Item>(
  detail: Detail<T>,
  path: string,
  fields: (item: T) => { title: string; html: string; summary?: string },
): Metadata {
  if (!detail.ok) return { title: 'Page Not Found', robots: { index: false } };
  const item = detail.data;
  const { title, html, summary } = fields(item);
  return pageMetadata({
    title: item.metatitle ?? title,
    description: item.metadescription ?? (summary ? excerpt(summary, 160) : excerpt(htmlToText(html), 160)),
    path,
    keywords: item.keywords,
    // No `image`: the route's generated opengraph-image.tsx is the Open Graph picture (an
    // explicit one would override it, and the CMS's pictures may be SVGs, which cards ignore).
    type: 'article',
  });
}
