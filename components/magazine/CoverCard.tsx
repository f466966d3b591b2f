import type { ReactNode } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import styles from './CoverCard.module.css';

type Props = {
  cover: string | undefined;
  title: string;
  meta?: ReactNode;
  children?: ReactNode;
  /** The card's action (VIEW DETAILS, Download PDF, Buy): a link to a file or shop, in a new tab. */
  action?: { href: string; label: string; describedTitle: string };
  /** Shown instead of the action when there is no address. */
  noAction?: string;
  /** Cover beside the text (a featured item) instead of above it. */
  wide?: boolean;
};

/** A magazine issue, digest or book: portrait cover (3:4), title, a line of facts and one action. */
export function CoverCard({ cover, title, meta, children, action, noAction, wide }: Props) {
  return (
    <article className={`${styles.card} ${wide ? styles.wide : ''}`}>
      <ContentImage
        src={cover}
        alt=""
        width={300}
        height={400}
        sizes="(min-width: 1024px) 280px, (min-width: 600px) 45vw, 90vw"
        className={styles.cover}
      />
      <div className={styles.body}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <h2 className={styles.title}>{title}</h2>
        {children}
        <div className={styles.actions}>
          {action ? (
            <a
              className={styles.action}
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${action.label}: ${action.describedTitle} (opens in a new tab)`}
            >
              {action.label}
            </a>
          ) : (
            noAction && <span className={styles.none}>{noAction}</span>
          )}
        </div>
      </div>
    </article>
  );
}
