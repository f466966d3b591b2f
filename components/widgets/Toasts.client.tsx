'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsWanted } from '@/lib/browser/toast';

const Toaster = dynamic(() => import('react-hot-toast').then((m) => m.Toaster), { ssr: false });

/** Toasts bottom-centre for 5 s (docs/screens.md#widgets); the toaster mounts with the first toast. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  return wanted ? <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} /> : null;
}
