import { PAGES } from '@/lib/routes';
import { itemKindOf, KINDS } from '@/lib/content-types/kinds';

/*
 * The kind of page a field measurement was taken on, so the institute compares like with like
 * (an article's LCP with other articles'). Item pages are named by their content type as the
 * kinds label it (lib/content-types/kinds.ts); a page of a paged list counts as its list.
 */
const INFO_PAGE = /^\/(about|upsc)\//;
const LIST_PATHS = new Set<string>(Object.values(PAGES).filter((path) => path !== PAGES.home));

export function pageTypeOf(pathname: string): string {
  if (pathname === PAGES.home) return 'home';
  // The course pages' capitalised alias (proxy.ts redirects it) counts as a course page.
  const kind = itemKindOf(pathname.toLowerCase());
  if (kind) return KINDS[kind].label.toLowerCase();
  if (INFO_PAGE.test(pathname)) return 'info page';
  const list = pathname.replace(/\/page\/\d+$/, '');
  if (LIST_PATHS.has(list)) return list === PAGES.contactUs || list === PAGES.registration ? 'form page' : 'list or section';
  return 'other';
}
