'use client';

import { ListError } from '@/components/listing/ListError.client';

/* A list whose content could not be loaded (docs/screens.md#errors-and-empty-states: error text, loading cleared). */
export default function ListsError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ListError error={error} retry={retry} />;
}
