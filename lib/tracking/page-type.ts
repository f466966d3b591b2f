import { COURSE_PAGE_PREFIX, PAGES } from '@/lib/routes';

/*
 * The kind of page a field measurement was taken on, so the institute compares like with like
 * (an article's LCP with other articles'). Kinds follow the route table; a page of a paged list
 * counts as its list.
 */
const DETAIL_KINDS: [RegExp, string][] = [
  [/^\/upsc-daily-current-affairs\//, 'daily current affairs'],
  [/^\/article\//, 'article'],
  [/^\/blog\//, 'blog'],
  [/^\/explore\//, 'exploration'],
  [new RegExp(`^${COURSE_PAGE_PREFIX}`, 'i'), 'course'],
  [/^\/(about|upsc)\//, 'info page'],
];
const LIST_PATHS = new Set<string>(Object.values(PAGES).filter((path) => path !== PAGES.home));

export function pageTypeOf(pathname: string): string {
  if (pathname === PAGES.home) return 'home';
  for (const [pattern, kind] of DETAIL_KINDS) if (pattern.test(pathname)) return kind;
  const list = pathname.replace(/\/page\/\d+$/, '');
  if (LIST_PATHS.has(list)) return list === PAGES.contactUs || list === PAGES.registration ? 'form page' : 'list or section';
  return 'other';
}
