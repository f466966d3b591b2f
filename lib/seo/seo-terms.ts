import type { Metadata } from 'next';
import { content } from '../content';
import { orFallback } from '../content/fallback';
import { pageMetadata } from './metadata';

type Fallback = { title: string; description: string };

/**
 * Metadata of a list page: the CMS's `/seoterms/{key}` when it has the key, else the page's
 * own title and description.
 */
export async function seoTermsMetadata(key: string, path: string, fallback: Fallback): Promise<Metadata> {
  const terms = await orFallback(content.getSeoTerms(key), { ok: false as const, status: 503, error: '' }, `seoterms ${key}`);
  const data = terms.ok ? terms.data : undefined;
  return pageMetadata({
    title: fallback.title,
    metatitle: data?.metatitle,
    description: data?.metadescription ?? fallback.description,
    keywords: data?.keywords,
    path,
  });
}
