'use client';

import { useEffect, useState } from 'react';
import { useInteractive } from '@/components/listing/useInteractive.client';
import { formatMoment } from '@/lib/dates';
import { OFFLINE } from '@/lib/offline/config';
import { clearKeptPages, keptPages, type KeptPage } from '@/lib/offline/kept-pages';
import { offlineSupported } from '@/lib/offline/worker-client';
import styles from './KeptPages.module.css';

/**
 * The pages this device keeps, read from the service worker's cache, and a way to forget
 * them. The worker also shows this page, at the address asked for, when a page that was not
 * kept is opened without a connection.
 */
export function KeptPages() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  const [notKept, setNotKept] = useState(false);
  const [cleared, setCleared] = useState(false);
  const rootRef = useInteractive<HTMLDivElement>();

  useEffect(() => {
    queueMicrotask(() => setNotKept(window.location.pathname !== OFFLINE.offlinePath));
    if (!offlineSupported()) {
      queueMicrotask(() => setPages([]));
      return;
    }
    keptPages()
      .then(setPages)
      .catch(() => setPages([]));
  }, []);

  async function clear() {
    await clearKeptPages();
    setPages([]);
    setCleared(true);
  }

  return (
    <div className={styles.kept} ref={rootRef}>
      {notKept && (
        <p className={styles.alert} role="alert">
          You are offline, and this page is not saved on this device. Open it again when you are connected.
        </p>
      )}
      {pages === null ? (
        <p>Looking for saved pages…</p>
      ) : pages.length === 0 ? (
        <p>{cleared ? 'Saved pages cleared.' : 'No pages are saved on this device yet.'}</p>
      ) : (
        <>
          <h2 className={styles.heading}>Saved on this device ({pages.length})</h2>
          <ul className={styles.list}>
            {pages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a>
                {page.savedAt && <span className={styles.when}>Saved {formatMoment(page.savedAt)}</span>}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.clear} onClick={() => void clear()}>
            Clear saved pages
          </button>
        </>
      )}
    </div>
  );
}
