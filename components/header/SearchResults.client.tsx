'use client';

import { useList } from '@/lib/listing/fetch-list';
import { Link } from '@/components/ui/Link.client';
import { formatDate } from '@/lib/dates';
import type { EntrySummary } from '@/lib/listing/summaries';
import styles from './SearchPopup.module.css';

/** Blogs matching the query, through the blog list's search (/api/lists/blogs?q=, the contract's blog search). */
export function SearchResults({ query, onPick }: { query: string; onPick: () => void }) {
  const { data, error, isLoading } = useList<{ items: EntrySummary[] }>('blogs', query.length >= 2 ? { q: query } : null, {
    keepPreviousData: true,
  });
  const results = error ? [] : (data?.items ?? []);
  return (
    <div className={styles.results} aria-live="polite">
      {query.length >= 2 && isLoading && <p className={styles.note}>Searching…</p>}
      {error && <p className={styles.note}>{error.message}</p>}
      {data && !error && query.length >= 2 && results.length === 0 && <p className={styles.note}>No blogs match “{query}”.</p>}
      {results.length > 0 && (
        <ul className={styles.list}>
          {results.map((r) => (
            <li key={r.href}>
              <Link href={r.href} className={styles.result} onClick={onPick}>
                <span>{r.title}</span>
                <span className={styles.date}>{formatDate(r.date)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
