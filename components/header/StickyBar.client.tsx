'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STICKY_HEADER_OFFSET_PX } from '@/lib/constants';
import styles from './StickyBar.module.css';

/**
 * The main bar turns sticky after scrolling past the top bar's height plus 200px. Its
 * wrapper keeps the bar's height, so nothing below moves when it detaches.
 */
export function StickyBar({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = wrapper.current?.offsetTop ?? 0;
      setStuck(window.scrollY > top + STICKY_HEADER_OFFSET_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={wrapper} className={styles.wrapper}>
      <div className={styles.bar} data-stuck={stuck || undefined}>
        {children}
      </div>
    </div>
  );
}
