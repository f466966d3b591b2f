'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/FormField';
import { RecaptchaBoundary, useRecaptchaToken } from '@/components/forms/Recaptcha.client';
import { prepareToasts, showToast } from '@/lib/browser/toast';
import { submitForm } from '@/lib/enquiry/submit-form';
import { callBackFieldsSchema, INVALID_MOBILE } from '@/lib/enquiry/schemas';
import { API, PAGES } from '@/lib/routes';
import { writeTrackingCookie } from '@/lib/tracking/cookies';
import { TRACK_COOKIES } from '@/lib/tracking/storage';
import styles from './GetACall.module.css';

/** The Get a Call form: a mobile number, posted as a call-back request; success goes to /thank-you. */
export function CallBackForm({ onDone }: { onDone: () => void }) {
  return (
    <RecaptchaBoundary>
      <CallBackFields onDone={onDone} />
    </RecaptchaBoundary>
  );
}

function CallBackFields({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const getToken = useRecaptchaToken();
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    input.current?.focus();
    prepareToasts();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The button stays focusable while sending (aria-disabled, see useEnquiryForm); a second press sends nothing.
    if (busy) return;
    if (!callBackFieldsSchema.safeParse({ contact }).success) {
      setError(INVALID_MOBILE);
      return;
    }
    setError(undefined);
    setBusy(true);
    writeTrackingCookie(TRACK_COOKIES.contact, contact);
    const reply = await submitForm(API.callback, { contact, recaptchaToken: await getToken('callback') });
    setBusy(false);
    if (reply.ok) {
      void showToast('success', 'Request submitted successfully');
      setContact('');
      onDone();
      router.push(PAGES.thankYou);
    } else {
      void showToast('error', `Request submitted failed:  ${reply.error ?? 'please try again'}`);
    }
  }

  return (
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
      <button type="submit" className={styles.submit} aria-disabled={busy || undefined}>
        {busy ? 'Sending…' : 'Call Me'}
      </button>
    </form>
  );
}
