'use client';

import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/constants';
import { searchTermProblem } from '@/lib/listing/params';
import styles from './SearchBox.module.css';

type Props = {
  label: string;
  busy: boolean;
  active: string | null;
  onSearch: (term: string) => void;
  onClear: () => void;
  /** A term (and what is wrong with it) read from the address, e.g. after a submit before scripts ran. */
  initial?: { term: string; problem: string | null };
};

/**
 * A search field for a list; the list island runs the search through our route handler.
 * Without scripts (or before they load) the form submits ?q= to the same page.
 */
export function SearchBox({ label, busy, active, onSearch, onClear, initial }: Props) {
  const id = useId();
  const [term, setTerm] = useState(active ?? initial?.term.slice(0, SEARCH_MAX_LENGTH) ?? '');
  const [problem, setProblem] = useState<string | null>(initial?.problem ?? null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const p = searchTermProblem(term);
    setProblem(p);
    if (!p) onSearch(term.trim());
  }

  function clear() {
    setTerm('');
    setProblem(null);
    onClear();
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit} noValidate method="get">
      <label htmlFor={`${id}-q`} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={term}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => setTerm(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className={styles.input}
        />
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? 'Searching…' : 'Search'}
        </button>
        {active && (
          <button type="button" className={styles.clear} onClick={clear}>
            Clear search
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
