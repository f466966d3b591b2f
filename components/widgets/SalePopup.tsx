'use client';

import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/Icon';
import { SALE_POPUP_DELAY_MS } from '@/lib/constants';
import styles from './SalePopup.module.css';

const SEEN_KEY = 'salePopupSeen';

/**
 * The sale popup: opens 2 s after load (once per browser session, so it does not nag on
 * every page), an image that leads to the configured link, and a close cross.
 */
export function SalePopup({ image, href }: { image: string; href: string }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    try {
      if (sessionStorage.getItem(SEEN_KEY)) return;
    } catch {
      // no storage: show it
    }
    const timer = setTimeout(() => {
      dialog.current?.showModal();
      try {
        sessionStorage.setItem(SEEN_KEY, '1');
      } catch {
        // nothing to remember
      }
    }, SALE_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Offer"
      onClick={(e) => {
        if (e.target === e.currentTarget) dialog.current?.close();
      }}
    >
      <button type="button" className={styles.close} aria-label="Close" onClick={() => dialog.current?.close()} autoFocus>
        <Icon name="close" size={22} />
      </button>
      <a href={href} className={styles.link} onClick={() => dialog.current?.close()}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the API's image, any host; sized by the dialog */}
        <img src={image} alt="Current offer: see the details" width={800} height={500} className={styles.image} loading="lazy" />
      </a>
    </dialog>
  );
}
