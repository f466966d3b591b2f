import type { z } from '@/lib/zod';
import { slugOf, type ItemType } from '@/lib/content-types/define';
import type { Mcq } from '@/lib/content-types/writing';
import { itemHref } from '@/lib/content-types/kinds';
import type { Digest, Video } from '@/lib/content/schemas/media';
import { readingMinutes } from '@/lib/reading-time';
import { excerpt, htmlToText } from '@/lib/text';
import { youTubeId } from '@/lib/video';

/*
 * What a list shows of an item, and nothing more: these travel to the browser as props
 * of the list islands and as the JSON of /api/lists, so full bodies stay on the server.
 */

/** A card of the lists of editorial items. */
export type EntrySummary = {
  id: number;
  href: string;
  title: string;
  excerpt?: string;
  pic?: string;
  date: string;
  readingMinutes: number;
};

/** An item as a card, read as its type says (lib/content-types). */
export function entrySummary<S extends z.ZodType>(type: ItemType<S>, item: z.output<S>): EntrySummary {
  const text = type.read(item);
  const summary = text.lead ?? htmlToText(text.html);
  return {
    id: text.id,
    href: itemHref(type.kind, slugOf(type, item)),
    title: text.title,
    excerpt: summary ? excerpt(summary) || undefined : undefined,
    pic: text.pic,
    date: text.date ?? '',
    readingMinutes: readingMinutes(text.html),
  };
}

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
