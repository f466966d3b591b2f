'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { BACK_TO_TOP_AFTER_PX } from '@/lib/constants';
import styles from './BackToTop.module.css';

/** Appears after 300px of scrolling; its ring shows how far down the page the visitor is. */
export function BackToTop() {
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
      setProgress(max > 0 ? Math.min(1, window.scrollY / max) : 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const circumference = 2 * Math.PI * 22;
  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible || undefined}
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible || undefined}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
      }
    >
      <svg viewBox="0 0 48 48" width="48" height="48" className={styles.ring} aria-hidden="true">
        <circle cx="24" cy="24" r="22" className={styles.track} />
        <circle
          cx="24"
          cy="24"
          r="22"
          className={styles.progress}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
        />
      </svg>
      <Icon name="arrowUp" size={20} />
    </button>
  );
}
