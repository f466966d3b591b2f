'use client';

import { LoadFailure } from '@/components/ui/LoadFailure.client';

/* An uncaught render error inside the shell: the header and footer stay usable. */
export default function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <LoadFailure
      message="Unexpected Application Error!"
      subtitle="This page could not be loaded just now. Please try again in a moment."
      error={error}
      retry={retry}
    />
  );
}
