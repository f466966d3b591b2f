'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './NavigationOverlay.module.css';

const SHOW_AFTER_MS = 600;
const GIVE_UP_AFTER_MS = 15_000;

/**
 * The loading overlay with the logo, for slow client navigations only: it appears when a
 * click on an internal link has not led to the new page within 600 ms. The first,
 * server-rendered paint is never hidden behind it.
 */
export function NavigationOverlay({ logo }: { logo: string }) {
  const pathname = usePathname();
  // The path a slow navigation started from: reaching another path ends the wait by itself.
  const [waitingOn, setWaitingOn] = useState<string | null>(null);
  const waiting = waitingOn === pathname;

  useEffect(() => {
    let show: ReturnType<typeof setTimeout> | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      clearTimeout(show);
      clearTimeout(giveUp);
      const from = window.location.pathname;
      show = setTimeout(() => setWaitingOn(from), SHOW_AFTER_MS);
      giveUp = setTimeout(() => setWaitingOn(null), GIVE_UP_AFTER_MS);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, []);

  if (!waiting) return null;
  return (
    <div className={styles.overlay} role="status" aria-label="Loading">
      {/* eslint-disable-next-line @next/next/no-img-element -- the site logo, fixed size */}
      <img src={logo} alt="" width={180} height={48} className={styles.logo} />
    </div>
  );
}
