'use client';

import { useEffect } from 'react';
import { HYDRATED_FLAG } from '@/lib/next-internals/early-taps';

/**
 * Marks the page hydrated (the root's effects run once React has committed it), for the early
 * taps script of the head, which replays taps held until then.
 */
export function HydrationMark() {
  useEffect(() => {
    Object.assign(window, { [HYDRATED_FLAG]: true });
  }, []);
  return null;
}
