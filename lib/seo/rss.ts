import { rfc822Date } from '@/lib/dates';
import { el, xmlDocument } from './xml';

/* RSS 2.0 feeds (daily current affairs, blogs), written through the one XML writer. */

export type RssChannel = {
  title: string;
  /** Absolute address of the page the feed belongs to. */
  link: string;
  description: string;
  /** Absolute address of the feed itself (atom:link rel="self"). */
  selfUrl: string;
  language: string;
};

export type RssItem = {
  title: string;
  /** Absolute address of the item's page; also its permanent guid. */
  link: string;
  description?: string;
  /** Calendar date 'YYYY-MM-DD' (IST). */
  date: string;
  categories?: readonly string[];
};

export function rssXml(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = items.reduce<string | undefined>((max, i) => (!max || i.date > max ? i.date : max), undefined);
  return xmlDocument(
    el(
      'rss',
      { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' },
      el(
        'channel',
        {},
        el('title', {}, channel.title),
        el('link', {}, channel.link),
        el('description', {}, channel.description),
        el('language', {}, channel.language),
        el('atom:link', { href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' }),
        newest && el('lastBuildDate', {}, rfc822Date(newest)),
        ...items.map((item) =>
          el(
            'item',
            {},
            el('title', {}, item.title),
            el('link', {}, item.link),
            el('guid', { isPermaLink: 'true' }, item.link),
            el('pubDate', {}, rfc822Date(item.date)),
            item.description && el('description', {}, item.description),
            ...(item.categories ?? []).map((c) => el('category', {}, c)),
          ),
        ),
      ),
    ),
  );
}
