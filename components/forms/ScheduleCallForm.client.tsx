'use client';

import { PAGES } from '@/lib/routes';
import buttons from '@/components/ui/Button.module.css';
import { ConsentNote } from './ConsentNote';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { RecaptchaBoundary, RecaptchaNotice } from './Recaptcha.client';
import { useEnquiryForm } from './useEnquiryForm.client';
import styles from './ScheduleCallForm.module.css';

export type ScheduleCallTexts = { heading: string; title: string; subtitle: string };

type Props = { texts: ScheduleCallTexts; headingId: string; onClose: () => void };

function Form({ texts, headingId, onClose }: Props) {
  const { field, onSubmit, prepare, isSubmitting } = useEnquiryForm({
    loadSchema: () => import('@/lib/enquiry/schemas').then((m) => m.scheduleCallFieldsSchema),
    defaultValues: { name: '', contact: '', email: '' },
    form: 'modal',
    pagename: 'Schedule a Call',
    successPath: PAGES.thankYou,
    onSuccess: onClose,
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <p className={styles.title}>{texts.title}</p>
      <p className={styles.subtitle}>{texts.subtitle}</p>
      {/* The form mounts after showModal() has placed focus: the dialog's first field takes it. */}
      <FormField label="Name" autoComplete="name" autoFocus {...field('name')} />
      <FormField
        label="Contact"
        type="number"
        inputMode="numeric"
        autoComplete="tel-national"
        className={styles.number}
        onWheel={(e) => e.currentTarget.blur()}
        {...field('contact')}
      />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <Honeypot form="modal" />
      <RecaptchaNotice />
      <p className={styles.note}>Our counsellor will call you back within one working day.</p>
      <ConsentNote />
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={onClose}>
          CLOSE
        </button>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={isSubmitting || undefined}>
          Schedule a Call
        </button>
      </div>
    </form>
  );
}

/** The 'schedule a call' form of the enquiry modal; success goes to /thank-you. */
export function ScheduleCallForm(props: Props) {
  return (
    <RecaptchaBoundary>
      <Form {...props} />
    </RecaptchaBoundary>
  );
}
