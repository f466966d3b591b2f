'use client';

import { usePathname } from 'next/navigation';
import { LoadFailure } from '@/components/ui/LoadFailure.client';
import { LOAD_FAILURE } from '@/lib/constants';
import { itemKindOf, KINDS } from '@/lib/routes';

/** An item page whose content failed to load (the API failed, not a 404): its kind's catalogue text. */
export function DetailError(props: { error: Error & { digest?: string }; retry: () => void }) {
  const kind = itemKindOf(usePathname());
  const entry = kind && KINDS[kind];
  return <LoadFailure message={entry && 'failure' in entry ? entry.failure : LOAD_FAILURE.detail} {...props} />;
}
