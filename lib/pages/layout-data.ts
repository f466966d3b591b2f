import { cache } from 'react';
import { content } from '@/lib/content';
import { orFallback } from '@/lib/content/fallback';

/**
 * Everything the shell (header, footer, widgets) needs, fetched once per render and in
 * parallel. A failed call degrades its own part of the shell only.
 */
export const getLayoutData = cache(async () => {
  const [siteDetails, headlines, nav, branches, courses, leftLinks, rightLinks] = await Promise.all([
    orFallback(content.getSiteDetails(), null, 'site details'),
    orFallback(content.getHeadlines(), [], 'news headlines'),
    orFallback(content.getNavItems(), [], 'main menu'),
    orFallback(content.getBranches(), [], 'branches'),
    orFallback(content.getCourses(), [], 'courses'),
    orFallback(content.getLeftFooterLinks(), [], 'footer links'),
    orFallback(content.getRightFooterLinks(), [], 'footer links'),
  ]);
  return { siteDetails, headlines, nav, branches, courses, leftLinks, rightLinks };
});

export type LayoutData = Awaited<ReturnType<typeof getLayoutData>>;
