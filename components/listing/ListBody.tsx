import type { ReactNode } from 'react';
import styles from './ListBody.module.css';

/** The main area below a page's hero: the list, its tools and its page links. */
export function ListBody({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={styles.body} aria-label={label}>
      <div className="container">{children}</div>
    </section>
  );
}
