import { htmlToText } from './text';

/** Words an average reader reads per minute (English and Hindi prose alike). */
export const WORDS_PER_MINUTE = 200;

/** Words of an HTML body (tags and entities do not count). */
export function countWords(html: string): number {
  const text = htmlToText(html);
  return text === '' ? 0 : text.split(' ').length;
}

/** Whole minutes to read an HTML body, at least 1. */
export function readingMinutes(html: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(html) / wordsPerMinute));
}

/** '4 min read' */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
