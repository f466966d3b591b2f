'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { Link } from '@/components/ui/Link.client';
import { formatDate } from '@/lib/dates';
import { fetchList } from '@/lib/listing/fetch-list';
import { SEARCH_MIN_LENGTH, SEARCH_PREFIX_MIN_LENGTH } from '@/lib/listing/constants';
import { wordsOf } from '@/lib/search/tokens';
import { formatCount } from '@/lib/numbers';
import { API, searchHref } from '@/lib/routes';
import { resultCount, searchKindLabel } from '@/lib/search/kinds';
import { popupOptionId, type PopupAnswer } from '@/lib/search/popup';
import styles from './SearchPopup.module.css';

type Props = { query: string; listboxId: string; active: number; onCount: (count: number) => void; onPick: () => void };

const OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true };

/** The last word, as the search engine cuts words, is too short to be matched as the start of longer ones ('pol' is not 'polity' yet). */
function stillTyping(query: string): boolean {
  const last = wordsOf(query).at(-1)?.word ?? '';
  return !/["”]$/.test(query.trim()) && [...last].length < SEARCH_PREFIX_MIN_LENGTH;
}

/** The first results of the site search (/api/search) as a listbox of links, and a link to all of them. */
export function SearchResults({ query, listboxId, active, onCount, onPick }: Props) {
  const asked = query.length >= SEARCH_MIN_LENGTH;
  const q = new URLSearchParams({ q: query }).toString();
  const { data, error, isLoading } = useSWR<PopupAnswer, Error>(asked ? API.search(q) : null, fetchList<PopupAnswer>, OPTIONS);
  const results = asked && !error ? (data?.results ?? []) : [];
  useEffect(() => onCount(results.length), [results.length, onCount]);
  return (
    <div className={styles.results}>
      <div aria-live="polite">
        {asked && isLoading && !data && <p className={styles.note}>Searching…</p>}
        {asked && error && <p className={styles.note}>{error.message}</p>}
        {asked && data && !error && results.length === 0 && (
          <p className={styles.note}>
            Nothing matches “{query}”
            {stillTyping(query) ? ` yet. Keep typing: from ${SEARCH_PREFIX_MIN_LENGTH} letters on, a word also finds longer ones.` : '.'}
          </p>
        )}
        {results.length > 0 && data && (
          <p className="visually-hidden">{resultCount(data.total, data.capped)}; use the arrow keys to choose one.</p>
        )}
      </div>
      <ul id={listboxId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={results.length === 0}>
        {results.map((r, i) => (
          <li key={r.href} role="none">
            <Link
              id={popupOptionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              href={r.href}
              className={styles.result}
              onClick={onPick}
            >
              <span>{r.title}</span>
              <span className={styles.date}>
                {searchKindLabel(r.kind)}
                {r.date && ` · ${formatDate(r.date)}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {results.length > 0 && data && (
        <p className={styles.all}>
          <Link href={searchHref(q)} onClick={onPick}>
            {data.capped
              ? `See more than ${formatCount(data.total)} results`
              : data.total === 1
                ? 'See it on the results page'
                : `See all ${formatCount(data.total)} results`}
          </Link>
        </p>
      )}
    </div>
  );
}
