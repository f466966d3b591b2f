import type { ReactNode } from 'react';
import type { Crumbs } from '@/lib/page-kit/crumbs';
import { Breadcrumb } from './Breadcrumb';
import styles from './PageHero.module.css';

type Props = { title: string; subtitle?: string; lead?: string; crumbs: Crumbs; children?: ReactNode };

/** The band at the top of a content page: breadcrumb, the page's one h1 (and its subtitle heading), a short lead. */
export function PageHero({ title, subtitle, lead, crumbs, children }: Props) {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <h2 className={styles.subtitle}>{subtitle}</h2>}
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
