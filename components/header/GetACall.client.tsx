'use client';

import dynamic from 'next/dynamic';
import { LOADING_TEXT } from '@/lib/constants';
import { usePopover } from './usePopover.client';
import styles from './GetACall.module.css';

// The form and its validation load on the first open, not with every page.
const CallBackForm = dynamic(() => import('./CallBackForm.client').then((m) => m.CallBackForm), {
  ssr: false,
  loading: () => <p className={styles.loading}>{LOADING_TEXT}</p>,
});

/**
 * The header's Get a Call widget: opens on its button, closes on the close icon, an outside
 * click or Escape.
 */
export function GetACall() {
  const { open, setOpen, close, root, opener, toggle, panel } = usePopover<HTMLDivElement>();

  return (
    <div className={styles.root} ref={root}>
      <button {...toggle} className={styles.toggle} onClick={() => setOpen((v) => !v)}>
        Get a Call
      </button>
      <div {...panel} className={styles.panel} role="region" aria-label="Request a call back">
        <button
          type="button"
          className={styles.close}
          aria-label="Close"
          onClick={() => {
            close();
            opener.current?.focus();
          }}
        >
          ×
        </button>
        {open && <CallBackForm onDone={close} />}
      </div>
    </div>
  );
}
