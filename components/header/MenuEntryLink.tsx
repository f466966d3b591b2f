import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link.client';

/** A menu entry's link, desktop or phone: another site's address opens in a new tab; ours says when it is the page on screen. */
export function MenuEntryLink({
  href,
  external,
  className,
  children,
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return external ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link href={href} className={className} markCurrent>
      {children}
    </Link>
  );
}
