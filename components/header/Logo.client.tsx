'use client';

import { Link } from '@/components/ui/Link.client';
import { useEffect, useRef, useState } from 'react';
import { PAGES } from '@/lib/routes';

type Props = { src: string; fallback: string; alt: string; className?: string };

/** The header logo; a picture that fails to load falls back to the site's default logo. */
export function Logo({ src, fallback, alt, className }: Props) {
  const [current, setCurrent] = useState(src);
  const img = useRef<HTMLImageElement>(null);

  // A picture that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const node = img.current;
    if (node && node.complete && node.naturalWidth === 0 && node.getAttribute('src') !== fallback) setCurrent(fallback);
  }, [fallback]);

  return (
    <Link href={PAGES.home} className={className} aria-label={`${alt}: home`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the API's logo may be an SVG on any host; fixed size, no layout shift */}
      <img
        ref={img}
        src={current}
        alt={alt}
        width={180}
        height={48}
        fetchPriority="high"
        onError={() => {
          if (current !== fallback) setCurrent(fallback);
        }}
      />
    </Link>
  );
}
