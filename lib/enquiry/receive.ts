import type { z } from '@/lib/zod';
import { content } from '../content';
import { env } from '../env';
import { isJsonMediaType, readJsonBody } from '../request/body';
import { isCrossSite } from '../request/origin';
import { enquiryDelivery } from './endpoint';
import type { OutboxEndpoint } from './outbox';
import { clientKey, createRateLimiter } from '@/lib/request/rate-limit';
import { verifyRecaptcha } from './recaptcha';
import { callBackRequestSchema, enquiryRequestSchema, NO_QUERY } from './schemas';
import { LeadNotStoredError, submitLead, type SubmitResult } from './delivery-loop';

/*
 * Our own form endpoints (/api/enquiry, /api/callback): the browser never talks to the
 * content API. Each request is bounded, same-site, rate-limited, validated with the form's
 * own schema, checked for bots, stored in the outbox and then delivered.
 */
const MAX_BODY_BYTES = 8 * 1024;
/** The visitor's toast reads 'Query Submit failed:  ' (or 'Request submitted failed:  ') and this. */
const NOT_STORED = 'We could not save your request just now, please try again in a moment';
const limiters = {
  enquiry: createRateLimiter({ name: 'enquiry', limit: env.ENQUIRY_RATE_LIMIT, windowMs: 60_000 }),
  callback: createRateLimiter({ name: 'callback', limit: env.ENQUIRY_RATE_LIMIT, windowMs: 60_000 }),
};
const siteHostname = new URL(env.SITE_URL).hostname;

const reply = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) => reply(status, { ok: false, error, ...extra });

async function readJson<S extends z.ZodType>(request: Request, schema: S, limiter: keyof typeof limiters): Promise<z.output<S> | Response> {
  if (isCrossSite(request, env.SITE_URL)) return refuse(403, 'Forms are accepted from this site only');
  if (!isJsonMediaType(request.headers.get('content-type'))) return refuse(415, 'Send the form as JSON');
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok && body.reason === 'too-large') return refuse(413, 'The form is too large');
  if (!(await limiters[limiter](clientKey(request.headers)))) return refuse(429, 'Too many requests, please try again in a minute');
  if (!body.ok) return refuse(400, 'Body must be JSON');
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid form', { fields });
  }
  const data = parsed.data as { website?: string };
  if (data.website) return refuse(400, 'Rejected');
  return parsed.data;
}

/*
 * A form that came without its verification token: the visitor is told, with the form still
 * filled in, what to do, and the institute's number to call (from the CMS's site details).
 */
async function noTokenMessage(): Promise<string> {
  const details = await content.getSiteDetails().catch(() => null);
  const call = details?.callnumber ? `, or call us on ${details.callnumber}` : '';
  return `this form could not be checked in your browser (its verification did not load). Your details are still in the form: please try again in a moment${call}`;
}

/**
 * Verifies, stores and tries the lead. A token the service refused is answered 400, and so is a
 * form without a token, with what to do. When the service cannot be asked, the lead is stored and
 * delivered with its unused token, which the institute's API verifies itself. A lead that cannot
 * be stored is a 503. No lead is kept without being sent
 * (docs/decisions/006-verification-fails-closed.md).
 */
async function takeLead(
  endpoint: OutboxEndpoint,
  body: Record<string, unknown>,
  token: string | undefined,
  action: string,
): Promise<SubmitResult | Response> {
  const check = await verifyRecaptcha(token, { secret: env.RECAPTCHA_SECRET_KEY, action, hostname: siteHostname });
  if (check.verdict === 'refused') return refuse(400, 'Verification failed, please reload the page and try again');
  if (check.verdict === 'missing') return refuse(400, await noTokenMessage());
  if (check.verdict === 'unchecked')
    console.warn(`${endpoint} lead sent without our reCAPTCHA check (${check.reason}): the API verifies its token`);
  try {
    return await submitLead(endpoint, body);
  } catch (error) {
    if (error instanceof LeadNotStoredError) return refuse(503, NOT_STORED);
    throw error;
  }
}

const waiting = (result: SubmitResult) => result.outcome !== 'delivered';

export async function receiveEnquiry(request: Request): Promise<Response> {
  const form = await readJson(request, enquiryRequestSchema, 'enquiry');
  if (form instanceof Response) return form;
  const { website: _honeypot, form: kind, query, ...fields } = form;
  const { endpoint, body } = enquiryDelivery({ ...fields, query: query && query.length > 0 ? query : NO_QUERY });
  const result = await takeLead(endpoint, body, form.recaptchaToken, kind === 'page' ? 'enquiry' : 'schedule_call');
  if (result instanceof Response) return result;
  // Without the API's reason the toast reads 'Failed to submit query' alone (the form adds no prefix to it).
  if (result.outcome === 'rejected') return result.error ? refuse(400, result.error) : reply(400, { ok: false });
  return reply(200, { ok: true, message: 'Query Submit Successfully', queued: waiting(result) });
}

export async function receiveCallBack(request: Request): Promise<Response> {
  const form = await readJson(request, callBackRequestSchema, 'callback');
  if (form instanceof Response) return form;
  const result = await takeLead('getacall', { contact: form.contact }, form.recaptchaToken, 'callback');
  if (result instanceof Response) return result;
  if (result.outcome === 'rejected') return refuse(400, result.error ?? 'Please enter a valid mobile number');
  return reply(200, { ok: true, message: 'Request submitted successfully', queued: waiting(result) });
}
