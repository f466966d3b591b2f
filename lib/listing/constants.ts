/*
 * Business constants of the content lists (docs/screens.md#content-lists), named once.
 * Plain values: both server pages and the client islands import them.
 */

/** Date filter: the default start; the default end is today (IST). */
export const FILTER_START = '2019-07-01';

/** Longest blog search term we pass on (the API caps results at 20 anyway). */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MIN_LENGTH = 2;
/** Shorter words match whole: 'in' as a prefix would expand to a large part of the vocabulary (india, into, …). */
export const SEARCH_PREFIX_MIN_LENGTH = 4;

/** Monthly digests: March to December 2025, June 2025 selected by default. */
export const DIGEST_MONTHS = [
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
] as const;
export const DEFAULT_DIGEST_MONTH = '2025-06';

/** Video categories when the API has none (docs/screens.md#content-lists: names and ids, in this order). */
export const FALLBACK_VIDEO_CATEGORIES: readonly { id: number; name: string }[] = [
  { id: 31, name: 'Podcasts' },
  { id: 4, name: 'General Category' },
  { id: 8, name: 'Current Affairs' },
  { id: 23, name: 'Announcement' },
  { id: 34, name: 'Webinar' },
  { id: 35, name: 'Daily News Analysis' },
  { id: 39, name: "Topper's Mock Interview" },
  { id: 40, name: "Topper's Talk" },
  { id: 41, name: 'Demo Lecture Video' },
];

/** Category id the contract reads as 'every category'. */
export const ALL_VIDEOS = 0;
/** Videos shown at first and added by each 'More'; the contract's limit tops out at 100. */
export const VIDEO_STEP = 12;
export const VIDEO_MAX = 100;
