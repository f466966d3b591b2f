'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss.client';

/**
 * The state of one of the header's popovers (Get a Call, COURSES): whether it is open, its root,
 * and the dismissal of useDismiss. `toggle` wires the button that opens it (its ref gets focus
 * back on Escape, its ARIA names the panel) and `panel` the panel it shows; each popover adds
 * its own click rule.
 */
export function usePopover<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<Root>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(root, open, close, opener);
  const toggle = { ref: opener, type: 'button', 'aria-expanded': open, 'aria-controls': panelId } as const;
  const panel = { id: panelId, hidden: !open };
  return { open, setOpen, close, root, opener, toggle, panel };
}
