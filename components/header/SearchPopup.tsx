'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { Icon } from '@/components/ui/Icon';
import styles from './SearchPopup.module.css';

type Result = { title: string; href: string; date: string };
type Answer = { results: Result[]; error?: string };

const fetchResults = async (url: string): Promise<Answer> => {
  const response = await fetch(url);
  return (await response.json()) as Answer;
};

/** The header's search popup: finds blogs as the visitor types and leads to their pages. */
export function SearchPopup() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(term.trim()), 250);
    return () => clearTimeout(timer);
  }, [term]);

  const { data, isLoading } = useSWR<Answer>(query.length >= 2 ? `/api/blog-search?q=${encodeURIComponent(query)}` : null, fetchResults, {
    keepPreviousData: true,
  });

  return (
    <>
      <button type="button" className={styles.toggle} aria-label="Search" onClick={() => dialog.current?.showModal()}>
        <Icon name="search" size={22} />
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-label="Search blogs">
        <form
          method="dialog"
          className={styles.bar}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(term.trim());
          }}
        >
          <label htmlFor="site-search" className="visually-hidden">
            Search blogs
          </label>
          <input
            id="site-search"
            className={styles.input}
            type="search"
            placeholder="Search blogs, e.g. answer writing"
            autoComplete="off"
            maxLength={100}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
          <button type="button" className={styles.close} aria-label="Close" onClick={() => dialog.current?.close()}>
            <Icon name="close" size={22} />
          </button>
        </form>
        <div className={styles.results} aria-live="polite">
          {query.length >= 2 && isLoading && <p className={styles.note}>Searching…</p>}
          {data?.error && <p className={styles.note}>{data.error}</p>}
          {data && !data.error && query.length >= 2 && data.results.length === 0 && <p className={styles.note}>No blogs match “{query}”.</p>}
          {data && data.results.length > 0 && (
            <ul className={styles.list}>
              {data.results.map((r) => (
                <li key={r.href}>
                  <Link href={r.href} className={styles.result} onClick={() => dialog.current?.close()}>
                    <span>{r.title}</span>
                    <span className={styles.date}>{r.date}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </dialog>
    </>
  );
}
