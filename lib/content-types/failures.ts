import { LOAD_FAILURE } from '@/lib/constants';

/*
 * What an item's page says when the API fails on it (not a 404): the product's catalogue words
 * the article failure for daily current affairs and articles, the detail failure for every other
 * item (docs/screens.md#errors-and-empty-states). Plain and small: the error boundary of every
 * item page bundles it.
 */
const ARTICLE_SECTIONS: readonly string[] = ['upsc-daily-current-affairs', 'article'];

export function itemFailure(pathname: string): string {
  return ARTICLE_SECTIONS.includes(pathname.split('/')[1] ?? '') ? LOAD_FAILURE.article : LOAD_FAILURE.detail;
}
