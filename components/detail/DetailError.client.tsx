'use client';

import { usePathname } from 'next/navigation';
import { LoadFailure } from '@/components/ui/LoadFailure.client';
import { itemFailure } from '@/lib/content-types/failures';

/** An item page whose content failed to load (the API failed, not a 404): its kind's catalogue text. */
export function DetailError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <LoadFailure message={itemFailure(usePathname())} {...props} />;
}
