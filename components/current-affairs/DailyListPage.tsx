import { EntryFeed } from '@/components/listing/EntryFeed.client';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/listing/PageHero';
import { Pagination } from '@/components/listing/Pagination';
import { SaveForOffline } from '@/components/offline/SaveForOffline.client';
import { todayInIndia } from '@/lib/dates';
import { loadEntries } from '@/lib/listing/feeds';
import { assertPageExists } from '@/lib/listing/list-page';
import { pageCount } from '@/lib/listing/params';
import { pageHref, PAGES } from '@/lib/routes';
import styles from './DailyListPage.module.css';

/** `/upsc-daily-current-affair` and its page URLs: today's and total counts, date filter, 'More', page links. */
export async function DailyListPage({ page }: { page: number }) {
  const data = await loadEntries('daily', { page });
  assertPageExists(page, data.total, data.pageSize);
  const crumbs =
    page > 1
      ? [{ label: 'Home', href: PAGES.home }, { label: 'Daily Current Affairs', href: PAGES.daily }, { label: `Page ${page}` }]
      : [{ label: 'Home', href: PAGES.home }, { label: 'Daily Current Affairs' }];
  return (
    <>
      <PageHero
        title="UPSC Daily Current Affairs"
        lead="The day’s news for the Civil Services Examination, explained for Prelims and Mains."
        crumbs={crumbs}
      >
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
      </PageHero>
      <ListBody label="Daily current affairs">
        <EntryFeed
          key={pageHref(PAGES.daily, page)}
          kind="daily"
          basePath={PAGES.daily}
          initial={data}
          noun="articles"
          filterToday={todayInIndia()}
        />
        <Pagination
          basePath={PAGES.daily}
          page={page}
          totalPages={pageCount(data.total, data.pageSize)}
          label="Pages of daily current affairs"
        />
      </ListBody>
    </>
  );
}
