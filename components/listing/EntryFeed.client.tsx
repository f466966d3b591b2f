'use client';

import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FILTER_START } from '@/lib/listing/constants';
import type { Paged } from '@/lib/content/client';
import type { EntryKind } from '@/lib/listing/kinds';
import { dateRangeProblem, searchTermProblem } from '@/lib/listing/params';
import { pageHref } from '@/lib/routes';
import type { EntrySummary } from '@/lib/listing/summaries';
import { countOf } from '@/lib/numbers';
import { DateFilter } from './DateFilter.client';
import { EntryCard } from './EntryCard';
import { ListMessage } from './ListMessage';
import { LoadMore } from './LoadMore.client';
import { SearchBox } from './SearchBox.client';
import { useInteractive } from './useInteractive.client';
import { usePagedFeed } from './usePagedFeed.client';
import grid from './CardGrid.module.css';
import styles from './EntryFeed.module.css';

type Props = {
  kind: EntryKind;
  /** '/blogs': page links are built from it. */
  basePath: string;
  initial: Paged<EntrySummary>;
  /** Plural noun for messages: 'blogs'. */
  noun: string;
  /** Today in India; set to show the date filter. */
  filterToday?: string;
  /** Label of the search field; set to show the search (blogs). */
  searchLabel?: string;
  showPictures?: boolean;
  /**
   * Links to the pages of the whole list: shown under the server's page, but not once 'More' has
   * added the next ones (page 2 would repeat them) nor while the list is searched or filtered.
   */
  pageLinks?: ReactNode;
};

/** The list's own part of a query string ('?from=…&to=…', '?q=…'), in one order; '' for none. */
function listQuery(search: string): string {
  const all = new URLSearchParams(search);
  const own = new URLSearchParams();
  for (const key of ['q', 'from', 'to']) {
    const value = all.get(key);
    if (value !== null) own.set(key, value);
  }
  return own.size > 0 ? `?${own}` : '';
}

/**
 * A paged list of entry cards on the page: 'More' appends, the date filter and the search
 * replace the list. The server renders the first state, so crawlers and visitors without
 * JavaScript get the full page; the filter and search live in the address's query string
 * (a history entry each), which keeps every list page itself static.
 */
export function EntryFeed({ kind, basePath, initial, noun, filterToday, searchLabel, showPictures = true, pageLinks }: Props) {
  const feed = usePagedFeed(kind, initial, noun);
  // The lists' nouns ('blogs', 'articles') are regular plurals.
  const singular = noun.replace(/s$/, '');
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useInteractive<HTMLDivElement>();
  // Values of the address (?q= or ?from=&to=), shown in the forms with what is wrong with them.
  const [fromAddress, setFromAddress] = useState<{
    search?: { term: string; problem: string | null };
    range?: { from: string; to: string; problem: string | null };
  }>({});
  const { applyRange, search, mode, firstNew } = feed;

  /*
   * The address's query is the list's state: a filtered or searched view shared as an address (or
   * submitted before scripts ran) is applied on the first render, and Back or Forward between
   * the entries that filtering and searching add shows the list of the entry reached. Only the
   * list's own parameters count: a campaign's (?utm_source=, ?fbclid=) are no filter, and an
   * in-page link (the skip link) moves in history without changing them.
   */
  const followed = useRef<string | null>(null);
  const followAddress = useEffectEvent(() => {
    const address = listQuery(window.location.search);
    if (address === followed.current) return;
    followed.current = address;
    const query = new URLSearchParams(address);
    const q = query.get('q');
    const from = query.get('from');
    const to = query.get('to');
    if (searchLabel && q !== null) {
      const problem = searchTermProblem(q);
      queueMicrotask(() => setFromAddress({ search: { term: q, problem } }));
      if (!problem) void search(q.trim());
    } else if (filterToday && (from !== null || to !== null)) {
      const range = { from: from ?? FILTER_START, to: to ?? filterToday };
      const problem = dateRangeProblem(range.from, range.to, filterToday);
      queueMicrotask(() => setFromAddress({ range: { ...range, problem } }));
      if (!problem) void applyRange(range.from, range.to);
    } else if (mode.type !== 'pages') {
      queueMicrotask(showAll);
    }
  });
  useEffect(() => {
    followAddress();
    // Back to another page: that page's own list follows its address.
    const path = window.location.pathname;
    const onHistory = () => window.location.pathname === path && followAddress();
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
  }, []);

  // After 'More', keyboard focus moves to the first card that was added.
  useEffect(() => {
    if (firstNew === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('li a')[firstNew]?.focus();
  }, [firstNew]);

  // A new history entry, so Back returns to the list as it was before.
  function syncAddress(query: string) {
    followed.current = listQuery(query);
    if (listQuery(window.location.search) !== followed.current) window.history.pushState(null, '', `${window.location.pathname}${query}`);
  }

  const onApply = async (from: string, to: string) => {
    if (await applyRange(from, to)) syncAddress(`?${new URLSearchParams({ from, to })}`);
  };
  const onSearch = async (term: string) => {
    if (await search(term)) syncAddress(`?${new URLSearchParams({ q: term })}`);
  };
  function showAll() {
    setFromAddress({});
    feed.reset();
  }
  function onReset() {
    showAll();
    syncAddress('');
  }

  const range = mode.type === 'range' ? { from: mode.from, to: mode.to } : null;
  const term = mode.type === 'search' ? mode.term : null;
  const replacing = feed.status.loading === 'replace';

  return (
    <div className={styles.feed} ref={rootRef} onClickCapture={feed.keep}>
      {(filterToday || searchLabel) && (
        <div className={styles.tools}>
          {searchLabel && (
            <SearchBox
              key={`search-${term ?? fromAddress.search?.term ?? ''}`}
              label={searchLabel}
              busy={replacing}
              active={term}
              initial={fromAddress.search}
              onSearch={onSearch}
              onClear={onReset}
            />
          )}
          {filterToday && (
            <DateFilter
              key={`range-${range?.from ?? fromAddress.range?.from ?? ''}-${range?.to ?? fromAddress.range?.to ?? ''}`}
              legend={`Filter ${noun} by date`}
              today={filterToday}
              active={range}
              initial={fromAddress.range}
              busy={replacing}
              onApply={onApply}
              onReset={onReset}
            />
          )}
        </div>
      )}

      {term !== null && feed.items.length > 0 && (
        <p className={styles.summary}>
          {countOf(feed.items.length, singular, noun)} found for “{term}”.
        </p>
      )}
      {range !== null && feed.total > 0 && <p className={styles.summary}>{countOf(feed.total, singular, noun)} in the chosen dates.</p>}

      <div aria-busy={replacing || undefined} className={replacing ? styles.dimmed : undefined}>
        {feed.items.length === 0 ? (
          <ListMessage
            title={term !== null ? `No ${noun} match your search.` : range !== null ? `No ${noun} in the chosen dates.` : `No ${noun} yet.`}
          >
            {mode.type !== 'pages' && <p>Try other words or dates, or reset to see every one.</p>}
          </ListMessage>
        ) : (
          <ul className={grid.grid} ref={listRef}>
            {feed.items.map((entry, i) => (
              <li key={entry.id} className={grid.item}>
                <EntryCard entry={entry} showPicture={showPictures} priority={i === 0 && mode.type === 'pages'} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {feed.status.error && (
        <ListMessage tone="error" title={feed.status.error}>
          <p>Please try again.</p>
        </ListMessage>
      )}
      {feed.hasMore && (
        <LoadMore
          href={mode.type === 'pages' ? pageHref(basePath, feed.page + 1) : undefined}
          loading={feed.status.loading === 'more'}
          onMore={() => void feed.more()}
          label={`More ${noun}`}
        />
      )}
      {mode.type === 'pages' && feed.page === initial.page && pageLinks}
      <p className="visually-hidden" role="status" aria-live="polite">
        {feed.status.announcement}
      </p>
    </div>
  );
}
