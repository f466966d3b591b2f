'use client';

import { useCallback, useRef, useState } from 'react';
import { fetchList, type FeedPageData, type ListKind } from '@/lib/listing/fetch-list';

/*
 * State of a paged list on the page (spec section 4): the items, a loading flag and an
 * error text. 'More' appends the next page; a date range or a search replaces the list;
 * reset goes back to the server-rendered page. Answers of superseded requests are dropped.
 */

export type FeedMode = { type: 'pages' } | { type: 'range'; from: string; to: string } | { type: 'search'; term: string };

type FeedState<T> = FeedPageData<T> & { mode: FeedMode; firstNew: number | null };

export type FeedStatus = { loading: false | 'more' | 'replace'; error: string | null; announcement: string };

export function usePagedFeed<T extends { id: number }>(kind: ListKind, initial: FeedPageData<T>, noun: string) {
  const [state, setState] = useState<FeedState<T>>({ ...initial, mode: { type: 'pages' }, firstNew: null });
  const [status, setStatus] = useState<FeedStatus>({ loading: false, error: null, announcement: '' });
  const latest = useRef<AbortController | null>(null);

  const request = useCallback(
    async (loading: 'more' | 'replace', params: Record<string, string | number | undefined>) => {
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      setStatus({ loading, error: null, announcement: '' });
      try {
        const data = await fetchList<FeedPageData<T>>(kind, params, controller.signal);
        if (latest.current !== controller) return null;
        latest.current = null;
        return data;
      } catch (error) {
        if (controller.signal.aborted) return null;
        latest.current = null;
        const message = error instanceof Error ? error.message : 'Something went wrong.';
        setStatus({ loading: false, error: message, announcement: message });
        return null;
      }
    },
    [kind],
  );

  const rangeParams = (mode: FeedMode) => (mode.type === 'range' ? { from: mode.from, to: mode.to } : {});

  const more = useCallback(async () => {
    const nextPage = state.page + 1;
    const data = await request('more', { page: nextPage, ...rangeParams(state.mode) });
    if (!data) return;
    setState((s) => {
      const known = new Set(s.items.map((item) => item.id));
      const added = data.items.filter((item) => !known.has(item.id));
      return { ...s, items: [...s.items, ...added], page: data.page || nextPage, total: data.total, firstNew: added.length > 0 ? s.items.length : null };
    });
    setStatus({ loading: false, error: null, announcement: data.items.length > 0 ? `Loaded ${data.items.length} more ${noun}.` : `No more ${noun}.` });
  }, [noun, request, state.mode, state.page]);

  const applyRange = useCallback(
    async (from: string, to: string) => {
      const data = await request('replace', { page: 1, from, to });
      if (!data) return false;
      setState({ ...data, mode: { type: 'range', from, to }, firstNew: null });
      setStatus({ loading: false, error: null, announcement: `${data.total} ${noun} found for the chosen dates.` });
      return true;
    },
    [noun, request],
  );

  const search = useCallback(
    async (term: string) => {
      const data = await request('replace', { q: term });
      if (!data) return false;
      setState({ ...data, mode: { type: 'search', term }, firstNew: null });
      setStatus({ loading: false, error: null, announcement: `${data.items.length} ${noun} found for “${term}”.` });
      return true;
    },
    [noun, request],
  );

  const reset = useCallback(() => {
    latest.current?.abort();
    latest.current = null;
    setState({ ...initial, mode: { type: 'pages' }, firstNew: null });
    setStatus({ loading: false, error: null, announcement: `Showing all ${noun}.` });
  }, [initial, noun]);

  const hasMore = state.mode.type !== 'search' && state.page * state.pageSize < state.total;

  return { ...state, status, hasMore, more, applyRange, search, reset };
}
