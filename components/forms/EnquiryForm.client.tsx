'use client';

import { PAGES } from '@/lib/routes';
import buttons from '@/components/ui/Button.module.css';
import { ConsentNote } from './ConsentNote';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { RecaptchaBoundary, RecaptchaNotice } from './Recaptcha.client';
import { useEnquiryForm } from './useEnquiryForm.client';
import styles from './EnquiryForm.module.css';

type Props = { heading: string; subtitle: string; pagename: string };

const NO_SCRIPT =
  'Your browser is not running JavaScript, so this form cannot be sent from here. Please call us on the number at the top of this page, or switch JavaScript on and reload.';

function Form({ heading, subtitle, pagename }: Props) {
  const { field, onSubmit, prepare, isSubmitting } = useEnquiryForm({
    loadSchema: () => import('@/lib/enquiry/schemas').then((m) => m.enquiryFieldsSchema),
    defaultValues: { name: '', email: '', contact: '', query: '' },
    form: 'page',
    pagename,
    successPath: PAGES.thanks,
  });
  return (
    // POST: a browser that sends the form without our script must never put the visitor's name,
    // number and email into an address (GET), where logs and history would keep them.
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate method="post" aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.subtitle}>{subtitle}</p>
      <noscript>
        <p className={styles.noScript} role="alert">
          {NO_SCRIPT}
        </p>
      </noscript>
      <FormField label="Name" autoComplete="name" {...field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField
        label="Contact"
        type="number"
        inputMode="numeric"
        autoComplete="tel-national"
        className={styles.number}
        onWheel={(e) => e.currentTarget.blur()}
        {...field('contact')}
      />
      <FormField label="Query" multiline {...field('query')} />
      <Honeypot form="page" />
      <RecaptchaNotice />
      <ConsentNote />
      <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}

/** The page enquiry form (contact-us, registration); success goes to /thanks. */
export function EnquiryForm(props: Props) {
  return (
    <RecaptchaBoundary>
      <Form {...props} />
    </RecaptchaBoundary>
  );
}
