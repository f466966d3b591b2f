import type { ReactNode } from 'react';
import styles from './ListMessage.module.css';

type Props = { tone?: 'empty' | 'error'; title: string; children?: ReactNode };

/** The empty and error states of a list (docs/screens.md#errors-and-empty-states): said in words, never a blank area. */
export function ListMessage({ tone = 'empty', title, children }: Props) {
  return (
    <div className={`${styles.box} ${tone === 'error' ? styles.error : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
