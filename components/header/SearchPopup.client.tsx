'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './SearchPopup.module.css';

// The results (and their fetching library) load when the popup first opens.
const SearchResults = dynamic(() => import('./SearchResults.client').then((m) => m.SearchResults), { ssr: false });

/** The header's search popup: finds blogs as the visitor types and leads to their pages. */
export function SearchPopup() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(term.trim()), 250);
    return () => clearTimeout(timer);
  }, [term]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Search"
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        <Icon name="search" size={22} />
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-label="Search blogs">
        <form
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
        {opened && <SearchResults query={query} onPick={() => dialog.current?.close()} />}
      </dialog>
    </>
  );
}
