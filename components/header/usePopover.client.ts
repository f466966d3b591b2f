'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss.client';

/**
 * The state of one of the header's popovers (Get a Call, COURSES): whether it is open, its root
 * and the button that opens it (`opener`, which gets focus back on Escape), the panel's id for
 * `aria-controls`, and the dismissal of useDismiss.
 */
export function usePopover<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<Root>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(root, open, close, opener);
  return { open, setOpen, close, root, opener, panelId };
}
