'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { prepareToasts, showToast } from '@/lib/browser/toast';
import type { z } from '@/lib/zod';
import { writeTrackingCookie } from '@/lib/tracking/cookies';
import { readUtm, TRACK_COOKIES } from '@/lib/tracking/storage';
import { useRecaptchaToken } from './Recaptcha.client';
import { NO_CONNECTION, submitForm } from '@/lib/enquiry/submit-form';
import { API, PAGES } from '@/lib/routes';

type Options<S extends z.ZodObject> = {
  /**
   * The form's schema, imported when first needed (the first blur or submit): zod and the
   * resolver are the bulk of a form page's JavaScript, and a visitor who only reads the page
   * should not download them.
   */
  loadSchema: () => Promise<S>;
  defaultValues: z.input<S>;
  form: 'page' | 'modal';
  pagename: string;
  successPath: typeof PAGES.thanks | typeof PAGES.thankYou;
  onSuccess?: () => void;
};

/**
 * Shared behaviour of the two enquiry forms (docs/screens.md#enquiry-forms): validation on blur, on
 * submit and on change once a field has an error; valid values kept in tracking cookies;
 * posted to our server with campaign data and a verification token; toasts with the documented
 * texts; on success the form resets and the visitor goes to the thank-you page.
 */
export function useEnquiryForm<S extends z.ZodObject>({ loadSchema, defaultValues, form, pagename, successPath, onSuccess }: Options<S>) {
  const router = useRouter();
  const pathname = usePathname();
  const getToken = useRecaptchaToken();
  const loadChecks = () => Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
  const resolver: Resolver<z.input<S> & FieldValues> = async (values, context, options) => {
    prepareToasts();
    let modules;
    try {
      modules = await loadChecks();
    } catch {
      /*
       * The checks (fetched when the form got focus) could not be loaded: the connection dropped
       * first. A submit, which checks every field, is stopped before the post by a root error and
       * says that nothing was sent, as a failed post does, instead of doing nothing; a blur, which
       * checks its one field, lets it pass. The next submit fetches the checks again.
       */
      const submitting = options.names?.length !== 1;
      if (submitting) void showToast('error', `Query Submit failed:  ${NO_CONNECTION}`);
      return (
        submitting ? { values: {}, errors: { root: { type: 'connection', message: NO_CONNECTION } } } : { values, errors: {} }
      ) as never;
    }
    const [{ zodResolver }, schema] = modules;
    // The generic schema defeats the resolver's inference; the concrete forms are checked at their call sites.
    return (zodResolver(schema as never) as unknown as Resolver<z.input<S> & FieldValues>)(values, context, options);
  };
  const methods = useForm<z.input<S> & FieldValues>({
    resolver,
    defaultValues: defaultValues as never,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const { register, trigger, formState } = methods;

  function field(name: Path<z.input<S> & FieldValues>) {
    const registration = register(name);
    return {
      ...registration,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await registration.onChange(event);
        if (formState.errors[name]) await trigger(name);
      },
      onBlur: async (event: { target: unknown; type?: unknown; relatedTarget?: unknown }) => {
        const input = event.target as HTMLInputElement;
        const value = String(input.value ?? '');
        const cookie = TRACK_COOKIES[name as keyof typeof TRACK_COOKIES];
        // Left for this form's Submit: the submit checks every field, and a message shown now would
        // push the button from under a phone's tap, which then lands beside it and is lost.
        const next = event.relatedTarget;
        const toSubmit = next instanceof HTMLButtonElement && next.type === 'submit' && next.form === input.form;
        try {
          if (!toSubmit) await registration.onBlur(event);
          if (!cookie) return;
          const check = ((await loadSchema()).shape as Record<string, z.ZodType>)[name];
          if (check?.safeParse(value).success) writeTrackingCookie(cookie, value);
        } catch {
          // The validation code could not be fetched (the connection dropped): the field is
          // checked again on submit, which says so.
        }
      },
      error: formState.errors[name]?.message as string | undefined,
    };
  }

  const submit = methods.handleSubmit(async (values) => {
    const website = (document.querySelector(`[data-honeypot="${form}"]`) as HTMLInputElement | null)?.value ?? '';
    const reply = await submitForm(API.enquiry, {
      form,
      ...values,
      pagename,
      pageurl: window.location.origin + pathname,
      recaptchaToken: await getToken(form === 'page' ? 'enquiry' : 'schedule_call'),
      ...readUtm(),
      website,
    });
    if (reply.ok) {
      void showToast('success', 'Query Submit Successfully');
      methods.reset();
      onSuccess?.();
      router.push(successPath);
    } else {
      void showToast('error', reply.error ? `Query Submit failed:  ${reply.error}` : 'Failed to submit query');
    }
  });

  /**
   * While a post is on its way the Submit button says so and stays focusable (aria-disabled: a
   * disabled button would drop the keyboard's place to the top of the page, and a failed post
   * leaves the visitor to press it again), so a second press is ignored here.
   */
  const onSubmit = (event?: BaseSyntheticEvent) => {
    if (!formState.isSubmitting) return submit(event);
    event?.preventDefault();
    return Promise.resolve();
  };

  /**
   * The form has focus: its checks and the toasts are fetched now, while the visitor types, so
   * that a connection lost before Submit still gets its answer (fetched on the first blur, a quick
   * typist going offline could find them still on the way).
   */
  const prepare = () => {
    prepareToasts();
    void loadChecks().catch(() => undefined);
  };

  return { field, onSubmit, prepare, isSubmitting: formState.isSubmitting };
}
