import { content } from '../content';
import { excerpt, htmlToText } from '../text';
import { blogHref, dailyArticleHref, FEEDS, PAGES } from '@/lib/routes';
import { absoluteUrl, site } from '../site';
import { rssXml, type RssItem } from './rss';
import { walkPages } from '../content/walk';

/* The RSS feeds of the two dated collections readers follow: daily current affairs and blogs. */

/** Items per feed: three pages of the contract, the newest first. */
const FEED_PAGES = 3;

type Writing = { title: string; shortdescription?: string; content: string; date: string; keywords: string[] };

function item(w: Writing, path: string): RssItem {
  return {
    title: w.title,
    link: absoluteUrl(path),
    description: w.shortdescription ?? excerpt(htmlToText(w.content), 300),
    date: w.date,
    categories: w.keywords,
  };
}

export async function dailyCurrentAffairsFeed(): Promise<string> {
  const items = await walkPages((page) => content.getDailyArticles({ page }), 1, FEED_PAGES);
  return rssXml(
    {
      title: `${FEEDS.daily.title} | ${site.name}`,
      link: absoluteUrl(PAGES.daily),
      description: `Daily current affairs for the UPSC civil services exam from ${site.name}: news analysis with Prelims pointers and the Mains angle.`,
      selfUrl: absoluteUrl(FEEDS.daily.path),
      language: 'en-IN',
    },
    items.map((a) => item(a, dailyArticleHref(a.articleurl))),
  );
}

export async function blogsFeed(): Promise<string> {
  const items = await walkPages((page) => content.getBlogs({ page }), 1, FEED_PAGES);
  return rssXml(
    {
      title: `${FEEDS.blogs.title} | ${site.name}`,
      link: absoluteUrl(PAGES.blogs),
      description: `Strategy, toppers' advice and exam updates for UPSC aspirants from ${site.name}.`,
      selfUrl: absoluteUrl(FEEDS.blogs.path),
      language: 'en-IN',
    },
    items.map((b) => item(b, blogHref(b.blogurl))),
  );
}
