import { SaveForOffline } from '@/components/offline/SaveForOffline.client';
import type { Paged } from '@/lib/content/client';
import styles from './DailyCounts.module.css';

/** The daily list's hero: today's and all articles (whatever the page), and saving the week for offline reading. */
export function DailyCounts({ data }: { data: Paged<unknown> }) {
  return (
    <>
      <dl className={styles.counts}>
        <div className={styles.count}>
          <dt>Today’s articles</dt>
          <dd>{data.todayArticles ?? 0}</dd>
        </div>
        <div className={styles.count}>
          <dt>Total articles</dt>
          <dd>{data.totalArticles ?? data.total}</dd>
        </div>
      </dl>
      <SaveForOffline />
    </>
  );
}
