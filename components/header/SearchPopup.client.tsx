'use client';

import dynamic from 'next/dynamic';
import Form from 'next/form';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/constants';
import { PAGES } from '@/lib/routes';
import { popupOptionId } from '@/lib/search/popup';
import { isBackdropClick } from '@/lib/browser/backdrop';
import styles from './SearchPopup.module.css';

// The results (and their fetching library) load when the popup first opens.
const SearchResults = dynamic(() => import('./SearchResults.client').then((m) => m.SearchResults), { ssr: false });

const LISTBOX_ID = 'site-search-results';

/**
 * The header's search popup: searches everything as the visitor types (the combobox pattern:
 * focus stays in the field, arrows move through the suggestions, Enter opens the one chosen),
 * and Enter on the field alone opens the full results page. Every suggestion is a plain link.
 */
export function SearchPopup() {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const [count, setCount] = useState(0);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(term.trim()), 250);
    return () => clearTimeout(timer);
  }, [term]);

  // Back or Forward while it is open leaves for another page: the popup, and the hold it keeps on
  // the page beneath, go with the page the visitor left.
  useEffect(() => {
    const close = () => dialog.current?.close();
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, []);

  const onCount = useCallback((n: number) => {
    setCount(n);
    setActive((a) => (a < n ? a : -1));
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (count === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // From the field (-1) through the suggestions and back to the field.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step >= count ? -1 : a + step < -1 ? count - 1 : a + step));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      document.getElementById(popupOptionId(active))?.click();
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Search"
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
          // The dialog would focus its first control, the Search button; the visitor came to type.
          field.current?.focus();
        }}
      >
        <Icon name="search" size={22} />
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label="Search the site"
        onClick={(event) => {
          if (isBackdropClick(event)) dialog.current?.close();
        }}
      >
        <Form action={PAGES.search} className={styles.bar} role="search" onSubmit={() => dialog.current?.close()}>
          <button type="submit" className={styles.submit} aria-label="Search">
            <Icon name="search" size={22} />
          </button>
          <label htmlFor="site-search" className="visually-hidden">
            Search the site
          </label>
          <input
            ref={field}
            id="site-search"
            className={styles.input}
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={count > 0}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={active >= 0 ? popupOptionId(active) : undefined}
            placeholder="Search everything"
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} aria-label="Close" onClick={() => dialog.current?.close()}>
            <Icon name="close" size={22} />
          </button>
        </Form>
        {opened && (
          <SearchResults query={query} listboxId={LISTBOX_ID} active={active} onCount={onCount} onPick={() => dialog.current?.close()} />
        )}
      </dialog>
    </>
  );
}
