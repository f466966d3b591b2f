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

/** The collection that answers a paged list of the contract (the search index reads it directly). */
export function listCollection(path: string): CollectionName {
  const collection = LIST_COLLECTIONS[path];
  if (!collection) throw new Error(`No collection answers ${path}`);
  return collection;
}

const LIST_COLLECTIONS: Record<string, CollectionName> = {
  '/upsc-daily-current-affair': 'dailyArticles',
  '/articlesold': 'articles',
  '/blogs': 'blogs',
  '/mcq': 'mcqs',
};
