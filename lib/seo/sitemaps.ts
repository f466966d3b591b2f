import { unstable_cache } from 'next/cache';
import { content } from '../content';
import { revalidate, tags } from '../content/tags';
import type { CollectionName } from '../embedded-api/collections';
import { embeddedStore } from '../embedded-api';
import { env } from '../env';
import { createSitemapSources, type RefStore } from './sitemap-sources';

/*
 * The site's sitemap sources: the embedded store read directly when the site serves its
 * embedded content, else the content API's paged lists. The store's answers go through
 * Next's data cache with the collection's tag, so the CMS webhook refreshes the sitemaps
 * of a type exactly as it refreshes its pages.
 */
const COLLECTION_TAGS: Partial<Record<CollectionName, string>> = {
  dailyArticles: tags.dailyArticles,
  articles: tags.articles,
  blogs: tags.blogs,
};

function cachedStore(): RefStore {
  const options = (collection: CollectionName) => ({ tags: [COLLECTION_TAGS[collection] ?? collection], revalidate: revalidate.lists });
  return {
    refs: (collection, limit, offset) =>
      unstable_cache(async () => embeddedStore().refs(collection, limit, offset), ['sitemap-refs', collection, String(limit), String(offset)], options(collection))(),
    count: (collection) =>
      unstable_cache(async () => embeddedStore().count(collection), ['sitemap-count', collection], options(collection))(),
  };
}

export const sitemaps = createSitemapSources({ content, store: env.CONTENT_API_URL ? undefined : cachedStore() });
