import { Link } from '@/components/ui/Link.client';
import type { ReactNode } from 'react';
import type { SiteLink } from '@/lib/content/links';

type Props = { link: SiteLink | undefined; className?: string; children: ReactNode };

/** An editor-entered link (already normalised by the link rule); plain text when there is none. */
export function SmartLink({ link, className, children }: Props) {
  if (!link) return <span className={className}>{children}</span>;
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={link.href}>
      {children}
    </Link>
  );
}
