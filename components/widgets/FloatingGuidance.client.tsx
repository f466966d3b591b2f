'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useEnquiryModal } from '@/components/enquiry/enquiry-modal-context.client';
import { Icon } from '@/components/ui/Icon';
import { GUIDANCE_ANIMATION_EVERY_MS } from '@/lib/constants';
import { isCoursePage } from '@/lib/routes';
import styles from './FloatingGuidance.module.css';

/** Scrolling less than this is a hand resting on the screen, not a direction. */
const SCROLL_SLACK_PX = 8;

/**
 * Whether the visitor is reading on down the page: true once they scroll down past half a
 * screen, false again as soon as they scroll up (looking for something, the button among it).
 */
function useReadingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (Math.abs(y - last) < SCROLL_SLACK_PX) return;
        setDown(y > last && y > window.innerHeight / 2);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return down;
}

/**
 * The floating guidance button: opens the call-back popup; its attention animation replays
 * every 30 s. On a phone it shrinks to its icon while the visitor reads on down the page (two
 * lines of a pill would cover the text being read) and opens out again when they scroll up;
 * its label stays its accessible name either way.
 */
export function FloatingGuidance({ label }: { label: string }) {
  const { open } = useEnquiryModal();
  const pathname = usePathname();
  const [pulse, setPulse] = useState(0);
  const compact = useReadingDown();

  useEffect(() => {
    const timer = setInterval(() => setPulse((n) => n + 1), GUIDANCE_ANIMATION_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <button
      key={pulse}
      type="button"
      className={`${styles.button} ${isCoursePage(pathname) ? styles.hideOnPhone : ''}`}
      data-compact={compact || undefined}
      onClick={open}
    >
      <Icon name="mentor" size={24} className={styles.icon} />
      <span className={styles.label}>{label}</span>
    </button>
  );
}
