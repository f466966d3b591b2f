import type { ReactNode } from 'react';
import styles from './Section.module.css';

type Props = { title?: string; eyebrow?: string; tone?: 'plain' | 'alt' | 'cream' | 'navy'; id?: string; children: ReactNode };

/** A full-width band of the page with an optional heading. */
export function Section({ title, eyebrow, tone = 'plain', id, children }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`${styles.section} ${styles[tone]}`} id={id} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title && (
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={headingId}>{title}</h2>
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
