'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ListKind, ListParams } from '@/lib/listing/kinds';
import type { Paged } from '@/lib/content/client';
import { fetchList, listUrl, useList } from '@/lib/listing/fetch-list';
import { keepPage, keptPage } from '@/lib/listing/kept-page';

/*
 * State of a paged list on the page (docs/screens.md#content-lists): the items, a loading flag and an
 * error text. 'More' appends the next page; a date range or a search replaces the list;
 * reset goes back to the server-rendered page. What is shown is the last list the visitor
 * settled on plus the answer to their latest request, as SWR reports it for that request's
 * address: the answer to a superseded request is never applied.
 */

type FeedMode = { type: 'pages' } | { type: 'range'; from: string; to: string } | { type: 'search'; term: string };

type FeedState<T> = Paged<T> & { mode: FeedMode; firstNew: number | null };

/** `restore`: a page brought back on Back, which moves no focus. */
type FeedRequest = { loading: 'more' | 'replace'; mode: FeedMode; params: ListParams; restore?: boolean };

type FeedStatus = { loading: false | 'more' | 'replace'; error: string | null; announcement: string };

/** The list once `data` answered `request`. */
function settle<T extends { id: number }>(base: FeedState<T>, request: FeedRequest, data: Paged<T>): FeedState<T> {
  if (request.loading === 'replace') return { ...data, mode: request.mode, firstNew: null };
  const known = new Set(base.items.map((item) => item.id));
  const added = data.items.filter((item) => !known.has(item.id));
  const nextPage = Number(request.params.page);
  return {
    ...base,
    items: [...base.items, ...added],
    page: data.page || nextPage,
    total: data.total,
    firstNew: added.length > 0 && !request.restore ? base.items.length : null,
  };
}

function announce(request: FeedRequest, data: Paged<unknown>, noun: string): string {
  if (request.loading === 'more') return data.items.length > 0 ? `Loaded ${data.items.length} more ${noun}.` : `No more ${noun}.`;
  if (request.mode.type === 'search') return `${data.items.length} ${noun} found for “${request.mode.term}”.`;
  return `${data.total} ${noun} found for the chosen dates.`;
}

export function usePagedFeed<T extends { id: number }>(kind: ListKind, initial: Paged<T>, noun: string) {
  const [base, setBase] = useState<FeedState<T>>({ ...initial, mode: { type: 'pages' }, firstNew: null });
  const [request, setRequest] = useState<FeedRequest | null>(null);
  const [note, setNote] = useState('');
  const { data, error, mutate } = useList<Paged<T>>(kind, request?.params ?? null);

  const state = useMemo(() => (request && data ? settle(base, request, data) : base), [base, request, data]);
  const status: FeedStatus = {
    loading: request && !data && !error ? request.loading : false,
    error: request && !data && error ? error.message : null,
    announcement: request ? (data ? announce(request, data, noun) : (error?.message ?? '')) : note,
  };

  // The callers of applyRange and search learn whether their request was answered.
  const settled = useRef<((answered: boolean) => void) | null>(null);
  useEffect(() => {
    if (!data && !error) return;
    settled.current?.(!!data);
    settled.current = null;
  }, [data, error]);

  const ask = useCallback(
    (next: FeedRequest) => {
      settled.current?.(false);
      setBase(state);
      setRequest(next);
      // The same address again after a failure: SWR keeps its error until asked to fetch anew.
      if (request && error && JSON.stringify(request.params) === JSON.stringify(next.params)) void mutate();
      return new Promise<boolean>((resolve) => {
        settled.current = resolve;
      });
    },
    [state, request, error, mutate],
  );

  const rangeParams = (mode: FeedMode) => (mode.type === 'range' ? { from: mode.from, to: mode.to } : {});

  const more = useCallback(async () => {
    await ask({ loading: 'more', mode: state.mode, params: { page: state.page + 1, ...rangeParams(state.mode) } });
  }, [ask, state.mode, state.page]);

  /*
   * Back to this list shows the pages 'More' had added: before the first paint from the answers
   * still in memory, so the browser restores the scroll over the same cards; the others (after a
   * reload) are asked for one after another, each added only if the list is still where it was.
   */
  const { cache } = useSWRConfig();
  useLayoutEffect(() => {
    const upTo = keptPage();
    if (upTo <= initial.page || window.location.search) return;
    const restoreRequest = (page: number): FeedRequest => ({ loading: 'more', mode: { type: 'pages' }, params: { page }, restore: true });
    let restored = base;
    let next = initial.page + 1;
    for (; next <= upTo; next++) {
      const answered = cache.get(listUrl(kind, { page: next }))?.data as Paged<T> | undefined;
      if (!answered) break;
      restored = settle(restored, restoreRequest(next), answered);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before the first paint, or the browser restores the scroll over the first page alone
    if (restored !== base) setBase(restored);
    void (async () => {
      for (let page = next; page <= upTo; page++) {
        const answered = await fetchList<Paged<T>>(listUrl(kind, { page })).catch(() => null);
        if (!answered) return;
        setBase((now) => (now.mode.type === 'pages' && now.page === page - 1 ? settle(now, restoreRequest(page), answered) : now));
      }
    })();
    // Only when the list is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (state.mode.type === 'pages' && (state.page !== initial.page || keptPage() !== 0)) keepPage(state.page);
  }, [state.mode.type, state.page, initial.page]);

  const applyRange = useCallback(
    (from: string, to: string) => ask({ loading: 'replace', mode: { type: 'range', from, to }, params: { page: 1, from, to } }),
    [ask],
  );

  const search = useCallback((term: string) => ask({ loading: 'replace', mode: { type: 'search', term }, params: { q: term } }), [ask]);

  const reset = useCallback(() => {
    settled.current?.(false);
    settled.current = null;
    setBase({ ...initial, mode: { type: 'pages' }, firstNew: null });
    setRequest(null);
    setNote(`Showing all ${noun}.`);
  }, [initial, noun]);

  const hasMore = state.mode.type !== 'search' && state.page * state.pageSize < state.total;

  return { ...state, status, hasMore, more, applyRange, search, reset };
}
