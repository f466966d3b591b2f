'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * The site's one internal link: next/link that prefetches on intent (pointer over it, focus,
 * a finger on it) instead of when it scrolls into view. A phone on mobile data landing from
 * search would otherwise fetch the payloads and scripts of every route linked from the header,
 * footer and bottom bar while its own page is still loading (lint forbids next/link elsewhere).
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
