import type { Metadata } from 'next';
import { LOAD_FAILURE } from '@/lib/constants';
import { content } from '@/lib/content';
import { pageMetadata } from './metadata';

type Fallback = { title: string; description: string };

/** The CMS's terms for a key; a failure is logged with the catalogue's text and the page keeps its own title. */
async function seoTerms(key: string) {
  try {
    const terms = await content.getSeoTerms(key);
    return terms.ok ? terms.data : undefined;
  } catch (error) {
    console.error(`${LOAD_FAILURE.meta} (seoterms ${key}):`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/**
 * Metadata of a list page: the CMS's `/seoterms/{key}` when it has the key, else the page's
 * own title and description.
 */
export async function seoTermsMetadata(key: string, path: string, fallback: Fallback): Promise<Metadata> {
  const data = await seoTerms(key);
  return pageMetadata({
    title: fallback.title,
    metatitle: data?.metatitle,
    description: data?.metadescription ?? fallback.description,
    keywords: data?.keywords,
    path,
  });
}
