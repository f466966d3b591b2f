'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { QuietBoundary } from '@/components/ui/QuietBoundary.client';
import { subscribeToToasts, TOAST_DURATION_MS, toastHost, toastLibrary, toastsWanted } from '@/lib/browser/toast';

const Toaster = dynamic(() => toastLibrary().then((m) => m.Toaster), { ssr: false });

// Above the floating buttons and, on phones, the bottom bar and the offer's bar, which would hide a toast.
const ABOVE_FIXED_BARS = { bottom: 'calc(var(--floating-buttons) + var(--toast-lift))' };

/**
 * Toasts bottom-centre for 5 s (docs/screens.md#widgets); the toaster mounts with the first toast,
 * inside the open dialog while there is one (lib/browser/toast.ts says why).
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  const host = useSyncExternalStore(subscribeToToasts, toastHost, () => null);
  if (!wanted) return null;
  const toaster = (
    <QuietBoundary>
      <Toaster position="bottom-center" containerStyle={ABOVE_FIXED_BARS} toastOptions={{ duration: TOAST_DURATION_MS }} />
    </QuietBoundary>
  );
  return host ? createPortal(toaster, host) : toaster;
}
