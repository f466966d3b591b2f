'use client';

import dynamic from 'next/dynamic';

// Toasts only follow a form submission, so their library loads after the page, not with it.
const Toaster = dynamic(() => import('react-hot-toast').then((m) => m.Toaster), { ssr: false });

/** Toasts bottom-centre for 5 s (spec sections 8 and 9). */
export function Toasts() {
  return <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />;
}
