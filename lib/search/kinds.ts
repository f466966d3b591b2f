import { countOf } from '../numbers';
import { articleHref, blogHref, courseHref, dailyArticleHref, explorationHref } from '../routes';

/*
 * What the site search covers, in the order the page lists the kinds. Plain data and the route
 * table only: the header's popup (a client component) imports it.
 */
export const SEARCH_KINDS = ['daily', 'articles', 'blogs', 'explorations', 'courses', 'testseries'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  daily: 'Daily current affairs',
  articles: 'Articles',
  blogs: 'Blogs',
  explorations: 'Explorations',
  courses: 'Courses',
  testseries: 'Test series',
};

export const isSearchKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value);

/** The page of an indexed item. */
export function searchResultHref(kind: SearchKind, slug: string): string {
  switch (kind) {
    case 'daily':
      return dailyArticleHref(slug);
    case 'articles':
      return articleHref(slug);
    case 'blogs':
      return blogHref(slug);
    case 'explorations':
      return explorationHref(slug);
    case 'courses':
      return courseHref({ coursetype: 'course', courseurl: slug });
    case 'testseries':
      return courseHref({ coursetype: 'testseries', courseurl: slug });
  }
}

/** How many results a search found, as the page and the popup say it: '1 result', 'More than 1,000 results' when counting stopped. */
export const resultCount = (total: number, capped: boolean) => `${capped ? 'More than ' : ''}${countOf(total, 'result')}`;
