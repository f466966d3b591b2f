/*
 * Site addresses of the content screens. The two trailing-slash detail routes of the
 * route table (docs/screens.md#routes) keep their slash here, which is their canonical form (see proxy.ts).
 */
const seg = (slug: string) => encodeURIComponent(slug);

/** The daily current-affairs list; the installed site opens on it (app/manifest.ts). */
export const DAILY_PATH = '/upsc-daily-current-affair';

export const blogHref = (blogurl: string) => `/blog/${seg(blogurl)}`;
export const dailyArticleHref = (articleurl: string) => `/upsc-daily-current-affairs/${seg(articleurl)}/`;
export const articleHref = (articleurl: string) => `/article/${seg(articleurl)}/`;
export const explorationHref = (exploreurl: string) => `/explore/${seg(exploreurl)}`;

/** Page `n` of a paged list: page 1 is the list's own address, the others `/…/page/n`. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}
