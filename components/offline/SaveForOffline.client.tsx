'use client';

import { useState } from 'react';
import { useInteractive } from '@/components/listing/useInteractive.client';
import { OFFLINE } from '@/lib/offline/config';
import { countOf } from '@/lib/numbers';
import styles from './SaveForOffline.module.css';

type State =
  | { step: 'idle' }
  | { step: 'saving'; done: number; total: number }
  | { step: 'saved'; saved: number; total: number }
  | { step: 'failed'; message: string };

/**
 * 'Save for offline' on the daily current affairs: the last seven days of articles in one
 * step, with progress and a count. The saving code loads when the button is pressed.
 */
export function SaveForOffline() {
  const [state, setState] = useState<State>({ step: 'idle' });
  const rootRef = useInteractive<HTMLDivElement>();

  async function save() {
    setState({ step: 'saving', done: 0, total: 0 });
    try {
      const { saveRecentDailyArticles } = await import('@/lib/offline/save-recent');
      const result = await saveRecentDailyArticles((done, total) => setState({ step: 'saving', done, total }));
      setState({ step: 'saved', ...result });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : 'Saving failed. Please try again.' });
    }
  }

  return (
    <div className={styles.save} ref={rootRef}>
      <button type="button" className={styles.button} onClick={() => void save()} disabled={state.step === 'saving'}>
        Save last 7 days for offline
      </button>
      {state.step === 'saving' && (
        <span className={styles.progress}>
          <progress max={state.total || 1} value={state.done} aria-label="Saving articles for offline reading" />
          {state.total > 0 ? `Saving ${state.done} of ${state.total}…` : 'Finding the articles…'}
        </span>
      )}
      <p role="status" className={styles.result}>
        {state.step === 'saved' && (
          <>
            {savedText(state.saved, state.total)} <a href={OFFLINE.offlinePath}>Saved pages</a>
          </>
        )}
        {state.step === 'failed' && state.message}
      </p>
    </div>
  );
}

function savedText(saved: number, total: number): string {
  if (total === 0) return 'No articles in the last 7 days.';
  return saved === total
    ? `${countOf(saved, 'article')} saved for offline reading.`
    : `${countOf(saved, 'article')} of ${total} saved; the others failed. Try again when the connection is better.`;
}
