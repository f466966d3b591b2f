import { articleHref, blogHref, dailyArticleHref, explorationHref } from '@/lib/routes';
import type { Digest, Video } from '../content/schemas/media';
import type { Article, Blog, DailyArticle, Exploration, Mcq } from '../content/schemas/writing';
import { readingMinutes } from '../reading-time';
import { excerpt, htmlToText } from '../text';
import { youTubeId } from '../video';

/*
 * What a list shows of an item, and nothing more: these travel to the browser as props
 * of the list islands and as the JSON of /api/lists, so full bodies stay on the server.
 */

/** A card of the blog, daily current-affairs, article and exploration lists. */
export type EntrySummary = {
  id: number;
  href: string;
  title: string;
  excerpt?: string;
  pic?: string;
  date: string;
  readingMinutes: number;
};

type Writing = { ID: number; title: string; shortdescription?: string; pic?: string; content: string; date: string };

function writingSummary(item: Writing, href: string): EntrySummary {
  const summary = item.shortdescription ?? htmlToText(item.content);
  return {
    id: item.ID,
    href,
    title: item.title,
    excerpt: summary ? excerpt(summary) : undefined,
    pic: item.pic,
    date: item.date,
    readingMinutes: readingMinutes(item.content),
  };
}

export const blogSummary = (b: Blog) => writingSummary(b, blogHref(b.blogurl));
export const dailySummary = (a: DailyArticle) => writingSummary(a, dailyArticleHref(a.articleurl));
export const explorationSummary = (e: Exploration) => writingSummary(e, explorationHref(e.exploreurl));
export const articleSummary = (a: Article): EntrySummary => ({
  id: a.ID,
  href: articleHref(a.articleurl),
  title: a.question,
  excerpt: excerpt(htmlToText(a.answer)) || undefined,
  date: a.date,
  readingMinutes: readingMinutes(a.answer),
});

/** A question of the practice quiz. `explanation` is sanitised HTML. */
export type McqItem = {
  id: number;
  question: string;
  options: string[];
  /** 1-based index of the right option. */
  correct: number;
  explanation?: string;
  date: string;
};

export const mcqItem = (m: Mcq): McqItem => ({
  id: m.ID,
  question: m.question,
  options: m.options,
  correct: m.correctoption,
  explanation: m.explanation,
  date: m.date,
});

/** A video of the grid; `youTubeId` set when the facade can embed it. */
export type VideoItem = {
  id: number;
  title: string;
  url?: string;
  youTubeId?: string;
  thumbnail?: string;
  date: string;
  categoryId: number;
};

export const videoItem = (v: Video): VideoItem => ({
  id: v.ID,
  title: v.title,
  url: v.videourl,
  youTubeId: youTubeId(v.videourl),
  thumbnail: v.thumbnail,
  date: v.date,
  categoryId: v.categoryid,
});

/** A monthly digest of /current-affairs. */
export type DigestItem = { id: number; title: string; month: string; pic?: string; fileurl?: string; date?: string };

export const digestItem = (d: Digest): DigestItem => ({
  id: d.ID,
  title: d.title,
  month: d.month,
  pic: d.pic,
  fileurl: d.fileurl,
  date: d.date,
});
