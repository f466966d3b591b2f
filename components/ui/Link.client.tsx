'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { type ComponentProps, useState } from 'react';

type Props = ComponentProps<typeof NextLink> & {
  /** A menu's link: says `aria-current="page"` while its address is the page on screen (a query or hash never matches). */
  markCurrent?: boolean;
};

/**
 * The site's one internal link: next/link that prefetches on intent (pointer over it, focus,
 * a finger on it) instead of when it scrolls into view. A phone on mobile data landing from
 * search would otherwise fetch the payloads and scripts of every route linked from the header,
 * footer and bottom bar while its own page is still loading (lint forbids next/link elsewhere).
 */
export function Link({ markCurrent = false, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  const pathname = usePathname();
  const current = markCurrent && props.href === pathname ? 'page' : undefined;
  return (
    <NextLink
      aria-current={current}
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
