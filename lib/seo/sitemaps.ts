import { unstable_cache } from 'next/cache';
import { content } from '../content';
import { revalidate, tags } from '../content/tags';
import type { CollectionName } from '../embedded-api/collections';
import { embeddedStore } from '../embedded-api';
import { env } from '../env';
import { createSitemapSources, type RefStore } from './sitemap-sources';

/*
 * The site's sitemap sources: the embedded store read directly when the site serves its
 * embedded content, else the content API's paged lists. Each read of the store goes with a
 * call through Next's data cache tagged with the collection's tag, so the CMS webhook
 * refreshes the sitemaps of a type exactly as it refreshes its pages.
 */
const COLLECTION_TAGS: Partial<Record<CollectionName, string>> = {
  dailyArticles: tags.dailyArticles,
  articles: tags.articles,
  blogs: tags.blogs,
};

function cachedStore(): RefStore {
  const count = (collection: CollectionName) =>
    unstable_cache(async () => embeddedStore().count(collection), ['sitemap-count', collection], {
      tags: [COLLECTION_TAGS[collection] ?? collection],
      revalidate: revalidate.lists,
    })();
  return {
    count,
    // A part is up to 40,000 rows read by one indexed query: read afresh (the route's own ISR
    // caches the XML), after the tagged count call that ties the route to the collection's tag.
    refs: async (collection, limit, offset) => {
      await count(collection);
      return embeddedStore().refs(collection, limit, offset);
    },
  };
}

export const sitemaps = createSitemapSources({ content, store: env.CONTENT_API_URL ? undefined : cachedStore() });
