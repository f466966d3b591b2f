'use client';

import { Link } from '@/components/ui/Link.client';
import { useSyncExternalStore } from 'react';
import { readLastPage } from '@/lib/tracking/storage';

const noChanges = () => () => {};

/** A stored address as a same-site path to link to, or undefined when it is not one of ours. */
export function sitePath(stored: string, origin: string): string | undefined {
  try {
    const url = new URL(stored, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/** /thanks: the previously visited page from local storage, or 'No previous page stored'. */
export function PreviousPage({ className }: { className?: string }) {
  const stored = useSyncExternalStore(noChanges, readLastPage, () => null);
  if (!stored) return <p className={className}>No previous page stored</p>;
  const path = sitePath(stored, window.location.origin);
  return <p className={className}>Previous page: {path ? <Link href={path}>{stored}</Link> : <span>{stored}</span>}</p>;
}
