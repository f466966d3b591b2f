import { EARLY_TAPS_SCRIPT } from '@/lib/next-internals/early-taps';

/** Taps before hydration are held and replayed (lib/next-internals/early-taps.ts); first in the head, so it runs before any tap. */
export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
