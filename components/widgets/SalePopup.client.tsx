'use client';

import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { MOBILE_CUTOFF_PX, SALE_POPUP_DELAY_MS } from '@/lib/constants';
import { isBackdropClick } from '@/lib/browser/backdrop';
import styles from './SalePopup.module.css';

const SEEN_KEY = 'salePopupSeen';
const ALT = 'Current offer: see the details';

function seen(): boolean {
  try {
    return !!sessionStorage.getItem(SEEN_KEY);
  } catch {
    return false;
  }
}

function remember() {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // nothing to remember
  }
}

/**
 * Closed while nothing else had focus (it opens on its own), the modal leaves the browser's
 * Tab starting point at its own place at the end of the page, and the next Tab would leave
 * the page: start again from the top, where 'Skip to content' comes first, as on load.
 */
function restartFocusIfLost(dialog: HTMLDialogElement) {
  const active = document.activeElement;
  if (active && active !== document.body && !dialog.contains(active)) return;
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/** The visitor is in the middle of something: another dialog is open or a form field has focus. */
function busy(): boolean {
  return document.querySelector('dialog[open]') !== null || (document.activeElement?.matches('input, textarea, select') ?? false);
}

/**
 * The sale offer, 2 s after load, once per browser session; a visitor then in the enquiry modal,
 * or typing in a form, gets it 2-4 s after they are done (not the moment they close a dialog), so
 * that it never takes the focus from a lead being written. On larger screens it is the
 * documented 800 px modal (docs/screens.md#widgets): the picture, linked, with a close cross. On phones it is a
 * slim bar above the bottom bar (a thumbnail, the link, a close cross) that covers none of
 * what a visitor from search came to read and is never the page's largest paint
 * (docs/decisions/026-sale-offer-slim-bar-on-phones.md).
 */
export function SalePopup({ image, href }: { image: string; href: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [bar, setBar] = useState(false);
  // The close event comes a task later: a Tab pressed at once would already have left the page.
  const close = () => {
    if (!dialog.current?.open) return;
    dialog.current.close();
    restartFocusIfLost(dialog.current);
  };

  useEffect(() => {
    if (seen()) return;
    // Set while the visitor was busy at the last check: they get one whole interval after it.
    let justBusy = false;
    const timer = setInterval(() => {
      const wasBusy = justBusy;
      justBusy = busy();
      if (justBusy || wasBusy) return;
      clearInterval(timer);
      remember();
      if (window.matchMedia(`(max-width: ${MOBILE_CUTOFF_PX - 1}px)`).matches) setBar(true);
      else dialog.current?.showModal();
    }, SALE_POPUP_DELAY_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label="Offer"
        onClose={(e) => restartFocusIfLost(e.currentTarget)}
        onClick={(e) => {
          if (isBackdropClick(e)) close();
        }}
      >
        <button type="button" className={styles.close} aria-label="Close" onClick={close} autoFocus>
          <Icon name="close" size={22} />
        </button>
        <a href={href} className={styles.link} onClick={() => dialog.current?.close()}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the API's image, any host; sized by the dialog */}
          <img src={image} alt={ALT} width={800} height={500} className={styles.image} loading="lazy" />
        </a>
      </dialog>
      {bar && (
        <aside className={styles.bar} aria-label="Offer">
          <a href={href} className={styles.barLink} onClick={() => setBar(false)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the API's image, any host */}
            <img src={image} alt="" width={64} height={40} className={styles.thumb} />
            <span>
              <strong>Current offer</strong> See the details
            </span>
          </a>
          <button type="button" className={styles.barClose} aria-label="Close" onClick={() => setBar(false)}>
            <Icon name="close" size={20} />
          </button>
        </aside>
      )}
    </>
  );
}
