/*
 * How each collection of the demo content is stored and ordered. Dated collections come
 * newest first (docs/content-contract.md#conventions); the rest keep their display order.
 */
export type CollectionSpec = {
  /** Field that a detail call looks items up by. */
  slug?: string;
  /** Field the list is ordered by (newest first) and date ranges filter on. */
  date?: string;
  /** Field a list is grouped by (video category). */
  group?: string;
  /** Fields the blog search matches. */
  search?: readonly [string, string];
};

export const collections = {
  webdetails: {},
  newsheadline: {},
  topnavbar: {},
  leftfooterbar: {},
  rightfooterbar: {},
  seoterms: { slug: 'page' },
  headerbar: {},
  indexpagecontent: {},
  abouthome: {},
  testimonials: {},
  branches: { slug: 'branchurl' },
  courses: { slug: 'courseurl' },
  dailyArticles: { slug: 'articleurl', date: 'date' },
  articles: { slug: 'articleurl', date: 'date' },
  blogs: { slug: 'blogurl', date: 'date', search: ['title', 'shortdescription'] },
  digests: { date: 'date' },
  mcqs: { date: 'date' },
  videocategories: {},
  videos: { date: 'date', group: 'categoryid' },
  magazines: { date: 'date' },
  weeklymagazines: { date: 'date' },
  appscmagazines: { date: 'date' },
  books: {},
  essays: { date: 'date' },
  explorations: { slug: 'exploreurl', date: 'date' },
  interviewcontent: {},
  interviewpanel: {},
  faculty: {},
  faq: {},
  aboutpages: { slug: 'abouturl' },
  upscpages: { slug: 'pageurl' },
} as const satisfies Record<string, CollectionSpec>;

export type CollectionName = keyof typeof collections;

export type RawItem = Record<string, unknown>;
