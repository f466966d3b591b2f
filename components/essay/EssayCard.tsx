import { RichText } from '@/components/ui/RichText';
import { formatDate } from '@/lib/dates';
import type { Essay } from '@/lib/content-types/writing';
import { readingMinutes, readingTimeLabel } from '@/lib/reading-time';
import { excerpt, htmlToText } from '@/lib/text';
import styles from './EssayCard.module.css';

/**
 * A general essay. Essays have no page of their own in the contract, so the whole essay is
 * in the list's HTML, folded under a disclosure after its opening lines.
 */
export function EssayCard({ essay }: { essay: Essay }) {
  const opening = excerpt(htmlToText(essay.content), 260);
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <time dateTime={essay.date}>{formatDate(essay.date)}</time>
        <span aria-hidden="true"> · </span>
        {readingTimeLabel(readingMinutes(essay.content))}
      </p>
      <h2 className={styles.title}>{essay.title}</h2>
      {opening && <p className={styles.opening}>{opening}</p>}
      {essay.content && (
        <details className={styles.details}>
          <summary className={styles.summary}>
            Read the full essay<span className="visually-hidden">: {essay.title}</span>
          </summary>
          <RichText html={essay.content} className={styles.body} />
        </details>
      )}
    </article>
  );
}
