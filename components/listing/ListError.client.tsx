'use client';

import { usePathname } from 'next/navigation';
import { LoadFailure } from '@/components/ui/LoadFailure.client';
import { PAGES } from '@/lib/routes';

/** What each list is called in its error message, by its address (a page `/…/page/n` by its first segment). */
const LIST_NAMES: Record<string, string> = {
  [PAGES.blogs]: 'blogs',
  [PAGES.daily]: 'current affairs',
  [PAGES.articles]: 'articles',
  [PAGES.currentAffairs]: 'current affairs digests',
  [PAGES.mcq]: 'MCQs',
  [PAGES.videos]: 'videos',
  [PAGES.magazine]: 'magazines',
  [PAGES.weeklyMagazine]: 'weekly magazines',
  [PAGES.appscMagazine]: 'APPSC magazines',
  [PAGES.books]: 'books',
  [PAGES.generalEssay]: 'essays',
  [PAGES.exploration]: 'explorations',
  [PAGES.interviewGuidance]: 'interview guidance',
};

/** The error state of a list page: which list failed, and a way to try again. */
export function ListError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const pathname = usePathname();
  const name = LIST_NAMES[`/${pathname.split('/')[1] ?? ''}`] ?? 'this list';
  return (
    <LoadFailure
      message={`Failed to load ${name}`}
      subtitle="The content could not be loaded just now. Please try again in a moment."
      error={error}
      retry={retry}
    />
  );
}
