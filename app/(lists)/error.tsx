'use client';

import { ListError } from '@/components/listing/ListError';

/* A list whose content could not be loaded (spec section 4: error text, loading cleared). */
export default function ListsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ListError error={error} reset={reset} />;
}
