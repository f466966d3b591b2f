'use client';

import { Link } from '@/components/ui/Link.client';
import useSWR from 'swr';
import { API } from '@/lib/routes';
import styles from './SearchPopup.module.css';

type Result = { title: string; href: string; date: string };
type Answer = { results: Result[]; error?: string };

const fetchResults = async (url: string): Promise<Answer> => {
  const response = await fetch(url);
  return (await response.json()) as Answer;
};

/** Blogs matching the query, through our /api/blog-search (the contract's blog search). */
export function SearchResults({ query, onPick }: { query: string; onPick: () => void }) {
  const { data, isLoading } = useSWR<Answer>(query.length >= 2 ? API.blogSearch(query) : null, fetchResults, {
    keepPreviousData: true,
  });
  return (
    <div className={styles.results} aria-live="polite">
      {query.length >= 2 && isLoading && <p className={styles.note}>Searching…</p>}
      {data?.error && <p className={styles.note}>{data.error}</p>}
      {data && !data.error && query.length >= 2 && data.results.length === 0 && <p className={styles.note}>No blogs match “{query}”.</p>}
      {data && data.results.length > 0 && (
        <ul className={styles.list}>
          {data.results.map((r) => (
            <li key={r.href}>
              <Link href={r.href} className={styles.result} onClick={onPick}>
                <span>{r.title}</span>
                <span className={styles.date}>{r.date}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
