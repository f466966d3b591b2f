'use client';

import { useState } from 'react';
import { DateFilter } from '@/components/listing/DateFilter.client';
import { useList } from '@/lib/listing/fetch-list';
import { ListMessage } from '@/components/listing/ListMessage';
import { LoadMore } from '@/components/listing/LoadMore.client';
import { useInteractive } from '@/components/listing/useInteractive.client';
import { ALL_VIDEOS, VIDEO_MAX, VIDEO_STEP } from '@/lib/listing/constants';
import type { VideoItem } from '@/lib/listing/summaries';
import { VideoFacade } from './VideoFacade.client';
import grid from '@/components/listing/CardGrid.module.css';
import chips from '@/components/ui/Chips.module.css';
import styles from './VideoBrowser.module.css';

type Category = { id: number; name: string };
type Props = { categories: readonly Category[]; initial: VideoItem[]; today: string };
type Query = { category: number; limit: number; range: { from: string; to: string } | null };

/**
 * The video grid with its category filter and date filter (the contract's /video/{id}/{a}/{b}
 * forms). Videos are not paged in the contract: 'More' asks for a larger newest-first limit.
 */
export function VideoBrowser({ categories, initial, today }: Props) {
  // What is shown: the last answered query, or the server's first videos; `asked` is the latest request.
  const [shown, setShown] = useState<{ query: Query; items: VideoItem[] }>({
    query: { category: ALL_VIDEOS, limit: VIDEO_STEP, range: null },
    items: initial,
  });
  const [asked, setAsked] = useState<{ query: Query; loading: 'replace' | 'more' } | null>(null);
  const params = asked && {
    category: asked.query.category,
    limit: asked.query.limit,
    from: asked.query.range?.from,
    to: asked.query.range?.to,
  };
  const { data, error, mutate } = useList<{ items: VideoItem[] }>('videos', params);
  const rootRef = useInteractive<HTMLDivElement>();

  const query = asked && data ? asked.query : shown.query;
  const items = asked && data ? data.items : shown.items;
  const loading = asked && !data && !error ? asked.loading : false;
  const announcement = asked ? (data ? `${data.items.length} videos shown.` : (error?.message ?? '')) : '';

  function load(next: Query, kind: 'replace' | 'more') {
    setShown({ query, items });
    setAsked({ query: next, loading: kind });
    // The same query again after a failure: SWR keeps its error until asked to fetch anew.
    if (asked && error && JSON.stringify(asked.query) === JSON.stringify(next)) void mutate();
  }

  const hasMore = items.length >= query.limit && query.limit < VIDEO_MAX;
  const chosen = categories.find((c) => c.id === query.category);

  return (
    <div className={styles.browser} ref={rootRef}>
      <div className={styles.tools}>
        <div role="group" aria-label="Video categories" className={chips.row}>
          {[{ id: ALL_VIDEOS, name: 'All videos' }, ...categories].map((c) => (
            <button
              key={c.id}
              type="button"
              className={chips.chip}
              aria-pressed={query.category === c.id}
              onClick={() => void load({ ...query, category: c.id, limit: VIDEO_STEP }, 'replace')}
              disabled={loading !== false && query.category === c.id}
            >
              {c.name}
            </button>
          ))}
        </div>
        <DateFilter
          legend="Filter videos by date"
          today={today}
          active={query.range}
          busy={loading === 'replace'}
          onApply={(from, to) => void load({ ...query, limit: VIDEO_STEP, range: { from, to } }, 'replace')}
          onReset={() => void load({ ...query, limit: VIDEO_STEP, range: null }, 'replace')}
        />
      </div>

      <div aria-busy={loading === 'replace' || undefined} className={loading === 'replace' ? styles.dimmed : undefined}>
        {items.length === 0 ? (
          <ListMessage title={`No videos${chosen ? ` in ${chosen.name}` : ''}${query.range ? ' in the chosen dates' : ''} yet.`} />
        ) : (
          <ul className={grid.grid}>
            {items.map((video) => (
              <li key={video.id} className={grid.item}>
                <VideoFacade video={video} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {asked && !data && error && <ListMessage tone="error" title={error.message} />}
      {hasMore && (
        <LoadMore
          loading={loading === 'more'}
          onMore={() => void load({ ...query, limit: Math.min(VIDEO_MAX, query.limit + VIDEO_STEP) }, 'more')}
          label="More videos"
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
