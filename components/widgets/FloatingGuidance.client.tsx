'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useEnquiryModal } from '@/components/enquiry/enquiry-modal-context.client';
import { GUIDANCE_ANIMATION_EVERY_MS } from '@/lib/constants';
import { isCoursePage } from '@/lib/routes';
import styles from './FloatingGuidance.module.css';

/** The floating guidance button: opens the call-back popup; its attention animation replays every 30 s. */
export function FloatingGuidance({ label }: { label: string }) {
  const { open } = useEnquiryModal();
  const pathname = usePathname();
  const [pulse, setPulse] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setPulse((n) => n + 1), GUIDANCE_ANIMATION_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <button key={pulse} type="button" className={`${styles.button} ${isCoursePage(pathname) ? styles.hideOnPhone : ''}`} onClick={open}>
      {label}
    </button>
  );
}
