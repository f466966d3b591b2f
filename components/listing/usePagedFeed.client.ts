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
  // A restore of the kept pages (below) under way, and the page it brings the list to.
  const restoreRun = useRef(0);
  const [restoring, setRestoring] = useState(false);
  const keptTarget = useRef(0);
  const stopRestoring = useCallback(() => {
    restoreRun.current++;
    keptTarget.current = 0;
    setRestoring(false);
  }, []);
  const { data, error, mutate } = useList<Paged<T>>(kind, request?.params ?? null);

  const state = useMemo(() => (request && data ? settle(base, request, data) : base), [base, request, data]);
  const status: FeedStatus = {
    loading: request && !data && !error ? request.loading : restoring ? 'more' : false,
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
      stopRestoring();
      setBase(state);
      setRequest(next);
      // The same address again after a failure: SWR keeps its error until asked to fetch anew.
      if (request && error && JSON.stringify(request.params) === JSON.stringify(next.params)) void mutate();
      return new Promise<boolean>((resolve) => {
        settled.current = resolve;
      });
    },
    [state, request, error, mutate, stopRestoring],
  );

  const rangeParams = (mode: FeedMode) => (mode.type === 'range' ? { from: mode.from, to: mode.to } : {});

  const more = useCallback(async () => {
    if (restoring) return;
    await ask({ loading: 'more', mode: state.mode, params: { page: state.page + 1, ...rangeParams(state.mode) } });
  }, [ask, state.mode, state.page, restoring]);

  /*
   * The pages 'More' had added, kept in this list's history entry (lib/listing/kept-page.ts), shown
   * again when the visitor comes back to it: from the answers still in SWR's memory at once (on
   * mount, in a layout effect, so the browser restores the scroll over the same cards); the others
   * (after a reload) asked for one after another while 'More' says 'Loading…'. A request of the
   * visitor's own, or leaving the page, ends a restore.
   */
  const { cache, mutate: remember } = useSWRConfig();
  const restoreKept = useCallback(
    (from: FeedState<T>): FeedState<T> => {
      const run = ++restoreRun.current;
      const upTo = keptPage();
      const restoreRequest = (page: number): FeedRequest => ({ loading: 'more', mode: { type: 'pages' }, params: { page }, restore: true });
      let restored = from;
      let next = from.page + 1;
      for (; next <= upTo; next++) {
        const answered = cache.get(listUrl(kind, { page: next }))?.data as Paged<T> | undefined;
        if (!answered) break;
        restored = settle(restored, restoreRequest(next), answered);
      }
      keptTarget.current = upTo > from.page ? upTo : 0;
      if (next > upTo) return restored;
      setRestoring(true);
      void (async () => {
        for (let page = next; page <= upTo && run === restoreRun.current; page++) {
          const url = listUrl(kind, { page });
          const answered = await fetchList<Paged<T>>(url).catch(() => null);
          if (!answered || run !== restoreRun.current) break;
          // In SWR's memory, so that Back from a card shows this page again at once.
          void remember(url, answered, { revalidate: false });
          setBase((now) => (now.mode.type === 'pages' && now.page === page - 1 ? settle(now, restoreRequest(page), answered) : now));
        }
        if (run !== restoreRun.current) return;
        keptTarget.current = 0;
        setRestoring(false);
      })();
      return restored;
    },
    [cache, remember, kind],
  );
  useLayoutEffect(() => {
    const runs = restoreRun;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before the first paint, or the browser restores the scroll over the first page alone
    const restored = restoreKept(base);
    if (restored !== base) setBase(restored);
    return () => {
      runs.current++;
    };
    // The list as the server rendered it, once: later changes are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Writes the last page shown into the entry (again: Next rewrites the entry's state on some visits). */
  const keep = useCallback(() => {
    if (state.mode.type !== 'pages' || (keptTarget.current && state.page < keptTarget.current)) return;
    keptTarget.current = 0;
    if (state.page !== initial.page || keptPage() !== 0) keepPage(state.page);
  }, [state.mode.type, state.page, initial.page]);
  useEffect(keep, [keep, restoring]);

  const applyRange = useCallback(
    (from: string, to: string) => ask({ loading: 'replace', mode: { type: 'range', from, to }, params: { page: 1, from, to } }),
    [ask],
  );

  const search = useCallback((term: string) => ask({ loading: 'replace', mode: { type: 'search', term }, params: { q: term } }), [ask]);

  /** Back to the server's page, with the pages 'More' had added to it if the history entry kept them. */
  const reset = useCallback(() => {
    settled.current?.(false);
    settled.current = null;
    stopRestoring();
    setBase(restoreKept({ ...initial, mode: { type: 'pages' }, firstNew: null }));
    setRequest(null);
    setNote(`Showing all ${noun}.`);
  }, [initial, noun, stopRestoring, restoreKept]);

  const hasMore = state.mode.type !== 'search' && state.page * state.pageSize < state.total;

  return { ...state, status, hasMore, more, applyRange, search, reset, keep };
}
