import { cache } from 'react';
import { content } from '@/lib/content';
import { orFallback } from '@/lib/content/fallback';

/** A shell part's answer, or null when its call failed (logged): the part then says so in words. */
const settled = <T>(call: Promise<T>, what: string) =>
  orFallback(
    call.then((value) => ({ value })),
    null,
    what,
  );

/**
 * Everything the shell (header, footer, widgets) needs, fetched once per render and in
 * parallel. A failed call degrades its own part of the shell only, and `failed` says which
 * parts show the error catalogue's text instead of their data (docs/screens.md#errors-and-empty-states).
 */
export const getLayoutData = cache(async () => {
  const [siteDetails, headlines, nav, branches, courses, leftLinks, rightLinks] = await Promise.all([
    orFallback(content.getSiteDetails(), null, 'site details'),
    settled(content.getHeadlines(), 'news headlines'),
    settled(content.getNavItems(), 'main menu'),
    orFallback(content.getBranches(), [], 'branches'),
    settled(content.getCourses(), 'courses'),
    settled(content.getLeftFooterLinks(), 'footer links'),
    settled(content.getRightFooterLinks(), 'footer links'),
  ]);
  return {
    siteDetails,
    headlines: headlines?.value ?? [],
    nav: nav?.value ?? [],
    branches,
    courses: courses?.value ?? [],
    leftLinks: leftLinks?.value ?? [],
    rightLinks: rightLinks?.value ?? [],
    failed: { headlines: !headlines, nav: !nav, courses: !courses, leftLinks: !leftLinks, rightLinks: !rightLinks },
  };
});

export type LayoutData = Awaited<ReturnType<typeof getLayoutData>>;
