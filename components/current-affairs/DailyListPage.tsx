import { EntryFeed } from '@/components/listing/EntryFeed.client';
import { PagedListLayout } from '@/components/listing/PagedListLayout';
import { SaveForOffline } from '@/components/offline/SaveForOffline.client';
import { todayInIndia } from '@/lib/dates';
import type { EntrySummary } from '@/lib/listing/summaries';
import type { PagedList } from '@/lib/pages/paged-lists';
import { pageHref } from '@/lib/routes';
import styles from './DailyListPage.module.css';

/** `/upsc-daily-current-affair` and its page URLs: today's and total counts, date filter, 'More', page links. */
export function DailyListPage({ list }: { list: PagedList<EntrySummary> }) {
  const { data } = list;
  return (
    <PagedListLayout
      list={list}
      title="UPSC Daily Current Affairs"
      lead="The day’s news for the Civil Services Examination, explained for Prelims and Mains."
      crumb="Daily Current Affairs"
      hero={
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
      }
      label="Daily current affairs"
      pagesLabel="Pages of daily current affairs"
    >
      <EntryFeed
        key={pageHref(list.basePath, list.page)}
        kind="daily"
        basePath={list.basePath}
        initial={data}
        noun="articles"
        filterToday={todayInIndia()}
      />
    </PagedListLayout>
  );
}
