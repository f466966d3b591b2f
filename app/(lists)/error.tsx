'use client';

import dynamic from 'next/dynamic';

/*
 * A list whose content could not be loaded (docs/screens.md#errors-and-empty-states: error text,
 * loading cleared). Its code, with every list's name, loads only when a list fails: it is no
 * part of a list page's first load, and a failure's server HTML still says which list failed.
 */
const ListError = dynamic(() => import('@/components/listing/ListError.client').then((m) => m.ListError));

export default function ListsError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ListError error={error} retry={retry} />;
}
