import { Link } from '@/components/ui/Link.client';
import { ContentImage } from '@/components/ui/ContentImage';
import { formatDate } from '@/lib/dates';
import type { EntrySummary } from '@/lib/listing/summaries';
import { readingTimeLabel } from '@/lib/reading-time';
import styles from './EntryCard.module.css';

type Props = { entry: EntrySummary; showPicture?: boolean; priority?: boolean };

/**
 * An editorial item (a blog, a daily current-affairs entry, an article…) in a list. No hooks: the server
 * pages and the list islands render the same card.
 */
export function EntryCard({ entry, showPicture = true, priority }: Props) {
  return (
    <article className={`${styles.card} ${showPicture ? '' : styles.textOnly}`}>
      {showPicture && (
        <ContentImage
          src={entry.pic}
          alt=""
          width={600}
          height={315}
          sizes="(min-width: 1024px) 380px, (min-width: 600px) 50vw, 100vw"
          className={styles.picture}
          priority={priority}
        />
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={entry.date}>{formatDate(entry.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(entry.readingMinutes)}</span>
        </p>
        <h2 className={styles.title}>
          <Link href={entry.href} className={styles.link}>
            {entry.title}
          </Link>
        </h2>
        {entry.excerpt && <p className={styles.excerpt}>{entry.excerpt}</p>}
      </div>
    </article>
  );
}
