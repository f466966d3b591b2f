import { PAGES } from '../routes';

/** A step of a breadcrumb; one without `href` (a section with no page of its own) is not linked. */
export type Crumb = { label: string; href?: string };

/** The page itself, the breadcrumb's last step, at its canonical path. */
export type PageCrumb = { label: string; href: string };

/**
 * Home › … › the page. The visible breadcrumb and the BreadcrumbList JSON-LD are both drawn
 * from these (components/page-kit/Breadcrumb.tsx), so they cannot disagree.
 */
export type Crumbs = readonly [...Crumb[], PageCrumb];

export const crumbsTo = (page: PageCrumb, ...between: Crumb[]): Crumbs => [{ label: 'Home', href: PAGES.home }, ...between, page];
