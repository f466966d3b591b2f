import { content } from '@/lib/content';
import { FEED_TYPES } from '@/lib/content-types';
import { slugOf } from '@/lib/content-types/define';
import { walkPages } from '@/lib/content/walk';
import { itemHref, KINDS, type ItemKind } from '@/lib/content-types/kinds';
import { absoluteUrl, site } from '@/lib/site';
import { excerpt, htmlToText } from '@/lib/text';
import { rssXml } from './rss';

/* The RSS feed of a content type that readers follow (its descriptor's `feed`): daily current affairs and blogs. */

/** Items per feed: three pages of the contract, the newest first. */
const FEED_PAGES = 3;

/** The feed of a kind whose descriptor has one. */
export async function typeFeed(kind: ItemKind): Promise<string> {
  const type = FEED_TYPES.find((t) => t.kind === kind);
  if (!type) throw new Error(`No feed of ${kind}`);
  const items = await walkPages((page) => content.page(type, { page }), 1, FEED_PAGES);
  return rssXml(
    {
      title: `${type.feed.title} | ${site.name}`,
      link: absoluteUrl(KINDS[type.kind].list.path),
      description: type.feed.description,
      selfUrl: absoluteUrl(type.feed.path),
      language: 'en-IN',
    },
    items.map((item) => {
      const text = type.read(item);
      return {
        title: text.title,
        link: absoluteUrl(itemHref(type.kind, slugOf(type, item))),
        description: text.lead ?? excerpt(htmlToText(text.html), 300),
        date: text.date ?? '',
        categories: text.keywords ?? [],
      };
    }),
  );
}
