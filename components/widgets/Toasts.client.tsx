'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { QuietBoundary } from '@/components/ui/QuietBoundary.client';
import { subscribeToToasts, toastLibrary, toastsWanted } from '@/lib/browser/toast';

const Toaster = dynamic(() => toastLibrary().then((m) => m.Toaster), { ssr: false });

// Above the floating buttons and, on phones, the bottom bar and the offer's bar, which would hide a toast.
const ABOVE_FIXED_BARS = { bottom: 'calc(var(--floating-buttons) + var(--toast-lift))' };

/** Toasts bottom-centre for 5 s (docs/screens.md#widgets); the toaster mounts with the first toast. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <QuietBoundary>
      <Toaster position="bottom-center" containerStyle={ABOVE_FIXED_BARS} toastOptions={{ duration: 5000 }} />
    </QuietBoundary>
  );
}
