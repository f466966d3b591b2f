'use client';

import { usePathname } from 'next/navigation';
import { LoadFailure } from '@/components/ui/LoadFailure';

/** What each list is called in its error message, by the first segment of its address. */
const LIST_NAMES: Record<string, string> = {
  blogs: 'blogs',
  'upsc-daily-current-affair': 'current affairs',
  articles: 'articles',
  'current-affairs': 'current affairs digests',
  mcq: 'MCQs',
  videos: 'videos',
  magazine: 'magazines',
  'weekly-magazine': 'weekly magazines',
  'appsc-magazine': 'APPSC magazines',
  books: 'books',
  'general-essay': 'essays',
  exploration: 'explorations',
  'interview-guidance-program': 'interview guidance',
};

/** The error state of a list page: which list failed, and a way to try again. */
export function ListError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const pathname = usePathname();
  const name = LIST_NAMES[pathname.split('/')[1] ?? ''] ?? 'this list';
  return <LoadFailure message={`Failed to load ${name}`} subtitle="The content could not be loaded just now. Please try again in a moment." error={error} retry={retry} />;
}
