import { z } from '@/lib/zod';

/*
 * One schema per form, shared by react-hook-form in the browser and by our route
 * handlers on the server (docs/screens.md#enquiry-forms, texts exactly as there).
 */
const REQUIRED = 'This field is required.';
const INVALID_EMAIL = 'Invalid email format.';
const INVALID_CONTACT = 'Contact number must be 10 digits.';
export const INVALID_MOBILE = 'Please enter a valid mobile number';
export const NO_QUERY = 'Without Query Box Form';

// `abort` stops at the first failed check, so an empty field reads 'required', not 'invalid'.
const required = (max: number) => z.string().trim().min(1, { error: REQUIRED, abort: true }).max(max, `At most ${max} characters.`);

const nameField = required(100);
const emailField = required(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVALID_EMAIL);
const contactField = z
  .string()
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .regex(/^\d{10}$/, INVALID_CONTACT);

/** The page enquiry form (contact-us, registration): name, email, contact, query. */
export const enquiryFieldsSchema = z.object({
  name: nameField,
  email: emailField,
  contact: contactField,
  query: required(2000),
});

/** The 'schedule a call' modal: name, contact, email; the query is implied. */
export const scheduleCallFieldsSchema = z.object({
  name: nameField,
  contact: contactField,
  email: emailField,
});

/** The header's Get a Call widget: a mobile number only. */
export const callBackFieldsSchema = z.object({
  contact: z
    .string()
    .trim()
    .regex(/^\d{10}$/, INVALID_MOBILE),
});
export type CallBackFields = z.input<typeof callBackFieldsSchema>;

const optionalShort = z.string().trim().max(200).optional();

/** What the browser posts to /api/enquiry: the fields plus page, campaign and verification data. */
export const enquiryRequestSchema = z.object({
  form: z.enum(['page', 'modal']),
  name: nameField,
  email: emailField,
  contact: z
    .string()
    .trim()
    .regex(/^\d{10}$/, INVALID_CONTACT),
  query: z.string().trim().max(2000).optional(),
  pagename: z.string().trim().max(200).default(''),
  pageurl: z.string().trim().max(2000).default(''),
  recaptchaToken: z.string().max(4096).optional(),
  utm_source: optionalShort,
  utm_medium: optionalShort,
  utm_campaign: optionalShort,
  utm_term: optionalShort,
  utm_content: optionalShort,
  /** Honeypot: people never see it, bots fill it in. */
  website: z.string().max(200).optional(),
});

export const callBackRequestSchema = callBackFieldsSchema.extend({
  recaptchaToken: z.string().max(4096).optional(),
  website: z.string().max(200).optional(),
});
