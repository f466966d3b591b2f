import type { ReactNode } from 'react';
import styles from './MessagePage.module.css';

type Props = { title: string; subtitle?: string; icon?: ReactNode; children?: ReactNode; headingLevel?: 'h1' | 'h2' };

/** A centred message: not found, error, thank you. */
export function MessagePage({ title, subtitle, icon, children, headingLevel = 'h1' }: Props) {
  const Heading = headingLevel;
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        {icon}
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
