'use client';

import { useCallback, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import styles from './Recaptcha.module.css';

const SITE_KEY = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;

/** Loads reCAPTCHA v3 around a form, only when a site key is configured. */
export function RecaptchaBoundary({ children }: { children: ReactNode }) {
  if (!SITE_KEY) return <>{children}</>;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={SITE_KEY} scriptProps={{ async: true, defer: true, appendTo: 'body' }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}

/** The verification line under a form (reCAPTCHA v3 has no visible challenge). */
export function RecaptchaNotice() {
  if (!SITE_KEY) return null;
  return (
    <p className={styles.notice}>
      Protected by reCAPTCHA: Google&apos;s{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        Terms
      </a>{' '}
      apply.
    </p>
  );
}

/** A token for the action, or undefined when verification is off or its script could not load. */
export function useRecaptchaToken(): (action: string) => Promise<string | undefined> {
  const { executeRecaptcha } = useGoogleReCaptcha();
  return useCallback(
    async (action: string) => {
      if (!executeRecaptcha) return undefined;
      try {
        return await Promise.race([
          executeRecaptcha(action),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 4000)),
        ]);
      } catch {
        return undefined;
      }
    },
    [executeRecaptcha],
  );
}
