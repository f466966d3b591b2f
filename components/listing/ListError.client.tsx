'use client';

import { usePathname } from 'next/navigation';
import { LoadFailure } from '@/components/ui/LoadFailure.client';
import { listFailure } from '@/lib/listing/kinds';

/** The error state of a list page: which list failed, and a way to try again. */
export function ListError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const pathname = usePathname();
  const list = `/${pathname.split('/')[1] ?? ''}`;
  return (
    <LoadFailure
      message={listFailure(list)}
      subtitle="The content could not be loaded just now. Please try again in a moment."
      error={error}
      retry={retry}
    />
  );
}
