'use client';

import { usePathname } from 'next/navigation';
import { LoadFailure } from '@/components/ui/LoadFailure.client';
import { LOAD_FAILURE } from '@/lib/constants';
import { PAGES } from '@/lib/routes';

/** The lists the product's error catalogue words itself: blogs and articles reuse its detail failure. */
const CATALOGUE_MESSAGES: Record<string, string> = { [PAGES.blogs]: LOAD_FAILURE.detail, [PAGES.articles]: LOAD_FAILURE.detail };

/** What each other list is called in its error message, by its address (a page `/…/page/n` by its first segment). */
const LIST_NAMES: Record<string, string> = {
  [PAGES.daily]: 'current affairs',
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
  const list = `/${pathname.split('/')[1] ?? ''}`;
  return (
    <LoadFailure
      message={CATALOGUE_MESSAGES[list] ?? `Failed to load ${LIST_NAMES[list] ?? 'this list'}`}
      subtitle="The content could not be loaded just now. Please try again in a moment."
      error={error}
      retry={retry}
    />
  );
}
