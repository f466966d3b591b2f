'use client';

import { useEffect, useRef } from 'react';

/**
 * Marks an island's root with data-interactive="true" once React has hydrated it: until
 * then its forms and links work as plain HTML (submits and page links), afterwards they
 * act on the page. End-to-end tests wait for the mark before testing the on-page behaviour.
 */
export function useInteractive<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) ref.current.dataset.interactive = 'true';
  }, []);
  return ref;
}
