'use client';

import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/dates';
import { FILTER_START } from '@/lib/listing/constants';
import { dateRangeProblem } from '@/lib/listing/params';
import styles from './DateFilter.module.css';

type Props = {
  /** Today in India, from the server render. */
  today: string;
  /** The range in use (filtered flag on), or null while the list is unfiltered. */
  active: { from: string; to: string } | null;
  busy: boolean;
  onApply: (from: string, to: string) => void;
  onReset: () => void;
  /** Shown in the legend, e.g. 'Filter blogs by date'. */
  legend: string;
  /** Values (and what is wrong with them) read from the address, e.g. after a submit before scripts ran. */
  initial?: { from: string; to: string; problem: string | null };
};

/**
 * The date filter of the lists (docs/screens.md#content-lists): start 2019-07-01, end today, the
 * filtered flag set on submit. Its state lives in the list island, which is remounted on
 * every path change, so a new path starts unfiltered. Without scripts (or before they
 * load) the form submits ?from=&to= to the same page, which the island then applies.
 */
export function DateFilter({ today, active, busy, onApply, onReset, legend, initial }: Props) {
  const id = useId();
  const [from, setFrom] = useState(active?.from ?? initial?.from ?? FILTER_START);
  const [to, setTo] = useState(active?.to ?? initial?.to ?? today);
  const [problem, setProblem] = useState<string | null>(initial?.problem ?? null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const p = dateRangeProblem(from, to, today);
    setProblem(p);
    if (!p) onApply(from, to);
  }

  function reset() {
    setFrom(FILTER_START);
    setTo(today);
    setProblem(null);
    onReset();
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={legend} method="get">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>From</span>
            <input
              type="date"
              name="from"
              value={from}
              min={FILTER_START}
              max={today}
              required
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
          </label>
          <label className={styles.field}>
            <span>To</span>
            <input
              type="date"
              name="to"
              value={to}
              min={FILTER_START}
              max={today}
              required
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.apply} disabled={busy}>
              {busy ? 'Filtering…' : 'Apply filter'}
            </button>
            {active && (
              <button type="button" className={styles.reset} onClick={reset}>
                Reset
              </button>
            )}
          </div>
        </div>
        {problem && (
          <p id={errorId} className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        {active && !problem && (
          <p className={styles.active}>
            Showing {formatDate(active.from)} to {formatDate(active.to)}
          </p>
        )}
      </fieldset>
    </form>
  );
}
