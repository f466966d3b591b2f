'use client';

import { useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@/lib/browser/after-load';
import { formatMoment } from '@/lib/dates';
import { OFFLINE } from '@/lib/offline/config';
import { offlineSupported, registerWorker } from '@/lib/offline/worker-client';
import styles from './OfflineSupport.module.css';

/**
 * The layout's part of offline reading. It registers the service worker once the page has
 * loaded and the browser is idle, so a first visit pays nothing for it; and on a kept copy
 * that the worker served (its <html> carries the time it was saved) it says so.
 */
export function OfflineSupport() {
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    const saved = document.documentElement.getAttribute(OFFLINE.savedAttribute);
    if (saved) queueMicrotask(() => setSavedAt(saved));
    if (!offlineSupported()) return;
    return whenIdleAfterLoad(() => void registerWorker().catch(() => undefined));
  }, []);

  if (!savedAt) return null;
  return (
    <div className={styles.notice} role="status">
      <p>
        Saved copy from {formatMoment(savedAt)}. <a href={OFFLINE.offlinePath}>Saved pages</a>
      </p>
      <button type="button" className={styles.close} aria-label="Hide this notice" onClick={() => setSavedAt(null)}>
        ×
      </button>
    </div>
  );
}
