'use client';

import { Toaster } from 'react-hot-toast';

/** Toasts bottom-centre for 5 s (spec sections 8 and 9). */
export function Toasts() {
  return <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />;
}
