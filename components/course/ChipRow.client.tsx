'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { revealInRow } from '@/lib/browser/reveal-in-row';

/**
 * A row of filter links. On phones the row scrolls sideways; this brings the current chip
 * into view on load, so a shared filtered URL shows which filter is on, and a chip reached with
 * Tab into view whole.
 */
export function ChipRow({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <ul ref={ref} className={className} onFocus={(event) => revealInRow(event.currentTarget, event.target)}>
      {children}
    </ul>
  );
}
