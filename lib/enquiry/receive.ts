import type { z } from '@/lib/zod';
import { env } from '../env';
import { clientKey, createRateLimiter } from './rate-limit';
import { verifyRecaptcha } from './recaptcha';
import { callBackRequestSchema, enquiryRequestSchema, NO_QUERY } from './schemas';
import { submitLead } from './service';

/*
 * Our own form endpoints (/api/enquiry, /api/callback): the browser never talks to the
 * content API. Each request is bounded, rate-limited, validated with the form's own
 * schema, checked for bots, stored in the outbox and then delivered.
 */
const MAX_BODY_BYTES = 8 * 1024;
const limiters = {
  enquiry: createRateLimiter({ name: 'enquiry', limit: env.ENQUIRY_RATE_LIMIT, windowMs: 60_000 }),
  callback: createRateLimiter({ name: 'callback', limit: env.ENQUIRY_RATE_LIMIT, windowMs: 60_000 }),
};

const reply = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) => reply(status, { ok: false, error, ...extra });

async function readJson<S extends z.ZodType>(request: Request, schema: S, limiter: keyof typeof limiters): Promise<z.output<S> | Response> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return refuse(415, 'Send the form as JSON');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return refuse(413, 'The form is too large');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return refuse(413, 'The form is too large');
  if (!(await limiters[limiter](clientKey(request.headers)))) return refuse(429, 'Too many requests, please try again in a minute');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, 'Body must be JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid form', { fields });
  }
  const data = parsed.data as { website?: string };
  if (data.website) return refuse(400, 'Rejected');
  return parsed.data;
}

export async function receiveEnquiry(request: Request): Promise<Response> {
  const form = await readJson(request, enquiryRequestSchema, 'enquiry');
  if (form instanceof Response) return form;
  if (!(await verifyRecaptcha(form.recaptchaToken, env.RECAPTCHA_SECRET_KEY))) return refuse(400, 'Verification failed');
  const { website: _honeypot, form: _kind, query, ...fields } = form;
  const body = { ...fields, query: query && query.length > 0 ? query : NO_QUERY };
  const result = await submitLead('queryform_google', body);
  if (result.outcome === 'rejected') return refuse(400, result.error ?? 'Failed to submit query');
  return reply(200, { ok: true, message: 'Query Submit Successfully', queued: result.outcome === 'queued' });
}

export async function receiveCallBack(request: Request): Promise<Response> {
  const form = await readJson(request, callBackRequestSchema, 'callback');
  if (form instanceof Response) return form;
  const result = await submitLead('getacall', { contact: form.contact });
  if (result.outcome === 'rejected') return refuse(400, result.error ?? 'Please enter a valid mobile number');
  return reply(200, { ok: true, message: 'Request submitted successfully', queued: result.outcome === 'queued' });
}
