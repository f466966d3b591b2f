import { Link } from '@/components/ui/Link.client';
import type { ReactNode } from 'react';
import styles from './Button.module.css';

type Props = { href: string; variant?: 'primary' | 'secondary' | 'outline'; children: ReactNode; external?: boolean };

/** A link styled as the site's button. */
export function ButtonLink({ href, variant = 'primary', children, external }: Props) {
  const className = `${styles.button} ${styles[variant]}`;
  if (external) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={href}>
      {children}
    </Link>
  );
}
