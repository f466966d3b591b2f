import { DailyCounts } from '@/components/current-affairs/DailyCounts';
import { todayInIndia } from '@/lib/dates';
import type { EntryKind } from '@/lib/listing/kinds';
import type { EntrySummary } from '@/lib/listing/summaries';
import type { KitPage } from '@/lib/page-kit/kit';
import type { PagedList } from '@/lib/page-kit/paged-lists';
import { pageHref } from '@/lib/routes';
import { EntryFeed } from './EntryFeed.client';
import { PagedListLayout } from './PagedListLayout';

/*
 * The paged lists of entry cards, each in its own words: hero, the names of the list
 * and its page links, the noun of the feed's messages, and what its feed offers beyond 'More'
 * (a date filter; the blogs' search; the articles have no pictures).
 */
const ENTRY_LISTS = {
  blogs: {
    title: 'Blogs',
    lead: 'Preparation strategy, toppers’ journeys and booklists from our faculty.',
    label: 'Blogs',
    pagesLabel: 'Pages of blogs',
    noun: 'blogs',
    dateFilter: true,
    feed: { searchLabel: 'Search blogs' },
  },
  daily: {
    title: 'UPSC Daily Current Affairs',
    lead: 'The day’s news for the Civil Services Examination, explained for Prelims and Mains.',
    label: 'Daily current affairs',
    pagesLabel: 'Pages of daily current affairs',
    noun: 'articles',
    dateFilter: true,
    feed: {},
  },
  articles: {
    title: 'Articles',
    lead: 'Mains-style questions with model answers, written by our faculty.',
    label: 'Articles',
    pagesLabel: 'Pages of articles',
    noun: 'articles',
    dateFilter: false,
    feed: { showPictures: false },
  },
} satisfies Record<
  EntryKind,
  { title: string; lead: string; label: string; pagesLabel: string; noun: string; dateFilter: boolean; feed: object }
>;

/** `/blogs`, `/upsc-daily-current-affair`, `/articles` and their `/page/{n}`: one page of entries with 'More' and page links. */
export function EntryListPage({ kind, page }: { kind: EntryKind; page: KitPage<PagedList<EntrySummary>> }) {
  const { title, lead, label, pagesLabel, noun, dateFilter, feed } = ENTRY_LISTS[kind];
  const list = page.view;
  return (
    <PagedListLayout
      page={page}
      title={title}
      lead={lead}
      hero={kind === 'daily' ? <DailyCounts data={list.data} /> : undefined}
      label={label}
      pagesLabel={pagesLabel}
    >
      {(pageLinks) => (
        <EntryFeed
          key={pageHref(list.basePath, list.page)}
          kind={kind}
          basePath={list.basePath}
          initial={list.data}
          noun={noun}
          pageLinks={pageLinks}
          {...(dateFilter ? { filterToday: todayInIndia() } : {})}
          {...feed}
        />
      )}
    </PagedListLayout>
  );
}
