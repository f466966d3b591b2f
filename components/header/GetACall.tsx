'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormField } from '@/components/forms/FormField';
import { submitForm } from '@/components/forms/submit-form';
import { callBackFieldsSchema, INVALID_MOBILE } from '@/lib/enquiry/schemas';
import { TRACK_COOKIES, writeTrackingCookie } from '@/lib/tracking/storage';
import styles from './GetACall.module.css';

/**
 * The header's Get a Call widget: opens on its button, closes on the close icon, an outside
 * click or Escape. Posts the number as a call-back request; success goes to /thank-you.
 */
export function GetACall() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!callBackFieldsSchema.safeParse({ contact }).success) {
      setError(INVALID_MOBILE);
      return;
    }
    setError(undefined);
    setBusy(true);
    writeTrackingCookie(TRACK_COOKIES.contact, contact);
    const reply = await submitForm('/api/callback', { contact });
    setBusy(false);
    if (reply.ok) {
      toast.success('Request submitted successfully');
      setContact('');
      setOpen(false);
      router.push('/thank-you');
    } else {
      toast.error(`Request submitted failed:  ${reply.error ?? 'please try again'}`);
    }
  }

  return (
    <div className={styles.root} ref={root}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        Get a Call
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Request a call back">
        <button type="button" className={styles.close} aria-label="Close" onClick={() => setOpen(false)}>
          ×
        </button>
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <FormField
            ref={input}
            label="We will call you back"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder="Enter your 10 digit mobile number"
            value={contact}
            error={error}
            onChange={(e) => setContact(e.target.value.replace(/\D/g, '').slice(0, 10))}
          />
          <button type="submit" className={styles.submit} disabled={busy}>
            {busy ? 'Sending…' : 'Call Me'}
          </button>
        </form>
      </div>
    </div>
  );
}
