'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer pressed outside `root` or the Escape key calls `close` (the header's
 * popovers). Escape pressed inside hands focus to `opener`: the popover hides, and focus left
 * in it would fall back to the page's start.
 */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, close: () => void, opener?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = root.current?.contains(document.activeElement);
      close();
      if (focusInside) opener?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, open, close, opener]);
}
