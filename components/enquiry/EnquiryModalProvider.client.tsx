'use client';

import dynamic from 'next/dynamic';
import { LOADING_TEXT } from '@/lib/constants';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ScheduleCallTexts } from '@/components/forms/ScheduleCallForm.client';
import { isBackdropClick } from '@/lib/browser/backdrop';
import { EnquiryModalContext } from './enquiry-modal-context.client';
import styles from './EnquiryModal.module.css';

// The form (react-hook-form, zod, verification) loads when the modal first opens, not with every page.
const ScheduleCallForm = dynamic(() => import('@/components/forms/ScheduleCallForm.client').then((m) => m.ScheduleCallForm), {
  ssr: false,
  loading: () => <p className={styles.loading}>{LOADING_TEXT}</p>,
});

/**
 * The site-wide 'schedule a call' modal. A native <dialog> opened with showModal() keeps
 * focus inside and closes on Escape; the form (and its verification script) mounts only
 * while the modal is open.
 */
export function EnquiryModalProvider({ texts, children }: { texts: ScheduleCallTexts; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (isOpen && !node.open) node.showModal();
    if (!isOpen && node.open) node.close();
  }, [isOpen]);

  const controls = useMemo(() => ({ open, close }), [open, close]);
  return (
    <EnquiryModalContext.Provider value={controls}>
      {children}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="schedule-call-heading"
        onClose={close}
        onClick={(event) => {
          if (isBackdropClick(event)) close();
        }}
      >
        {isOpen && (
          <div className={styles.body}>
            <ScheduleCallForm texts={texts} headingId="schedule-call-heading" onClose={close} />
          </div>
        )}
      </dialog>
    </EnquiryModalContext.Provider>
  );
}
