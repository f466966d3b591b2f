'use client';

import type { FocusEvent, ReactNode } from 'react';

/**
 * Chromium's own scrolling on focus leaves a headline that is partly outside the ticker's strip
 * where it is, so a headline reached from the keyboard is brought in from its start. A click's
 * focus is left alone: the headline must not move from under the pointer.
 */
function showFocused(event: FocusEvent<HTMLDivElement>) {
  if (event.target.matches(':focus-visible')) event.target.scrollIntoView({ block: 'nearest', inline: 'start' });
}

/** The ticker's strip, the one part of it that runs script. */
export function TickerStrip({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className} onFocus={showFocused}>
      {children}
    </div>
  );
}
