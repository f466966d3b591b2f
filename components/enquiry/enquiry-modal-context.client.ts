'use client';

import { createContext, useContext } from 'react';

export type EnquiryModalControls = { open: () => void; close: () => void };

export const EnquiryModalContext = createContext<EnquiryModalControls | null>(null);

/** Opens the site-wide 'schedule a call' modal (BUY NOW, the floating guidance button). */
export function useEnquiryModal(): EnquiryModalControls {
  const controls = useContext(EnquiryModalContext);
  if (!controls) throw new Error('useEnquiryModal needs <EnquiryModalProvider> (app/layout.tsx)');
  return controls;
}
