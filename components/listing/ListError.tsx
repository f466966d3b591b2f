'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { MessagePage } from '@/components/ui/MessagePage';
import buttons from '@/components/ui/Button.module.css';

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
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage title={`Failed to load ${name}`} subtitle="The content could not be loaded just now. Please try again in a moment.">
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={retry}>
        Try again
      </button>
    </MessagePage>
  );
}
