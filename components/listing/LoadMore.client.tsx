'use client';

import type { MouseEvent } from 'react';
import styles from './LoadMore.module.css';

type Props = {
  /** Address of the next page, when there is one to link to (unfiltered lists). */
  href?: string;
  loading: boolean;
  onMore: () => void;
  label: string;
};

/**
 * 'More' (docs/screens.md#content-lists: appends to the list). Unfiltered it is a link to the next page,
 * so it still works without JavaScript and crawlers can follow it; a plain click appends
 * on the page instead. Filtered lists have no page address, so it is a button there.
 */
export function LoadMore({ href, loading, onMore, label }: Props) {
  const text = loading ? 'Loading…' : label;
  if (href) {
    const click = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (!loading) onMore();
    };
    return (
      <p className={styles.wrap}>
        <a href={href} className={styles.more} onClick={click} aria-busy={loading || undefined}>
          {text}
        </a>
      </p>
    );
  }
  return (
    <p className={styles.wrap}>
      <button type="button" className={styles.more} onClick={onMore} disabled={loading}>
        {text}
      </button>
    </p>
  );
}
