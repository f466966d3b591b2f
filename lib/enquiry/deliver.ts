import type { ContentApi } from '@/lib/content/api';
import { isContentError } from '@/lib/content/errors';
import type { FormAnswer, PostOptions } from '@/lib/content/client';
import type { Outbox, OutboxEntry } from './outbox';

export type DeliveryResult =
  | { outcome: 'delivered' }
  | { outcome: 'rejected'; error?: string }
  | { outcome: 'queued'; error: string }
  | { outcome: 'failed'; error: string };

type Poster = Pick<ContentApi, 'postQueryForm' | 'postQueryFormGoogle' | 'postCallBack'>;

function post(api: Poster, entry: OutboxEntry, withToken: boolean, timeoutMs: number | undefined): Promise<FormAnswer> {
  const { recaptchaToken, ...rest } = entry.body;
  const options: PostOptions = { idempotencyKey: entry.key, ...(timeoutMs === undefined ? {} : { timeoutMs }) };
  if (entry.endpoint === 'getacall') return api.postCallBack({ contact: String(entry.body.contact ?? '') }, options);
  if (entry.endpoint === 'queryform') return api.postQueryForm(entry.body as Parameters<Poster['postQueryForm']>[0], options);
  // A verification token expires within minutes: only the first attempt carries it (the contract allows none).
  const body = withToken && typeof recaptchaToken === 'string' ? { ...rest, recaptchaToken } : rest;
  return api.postQueryFormGoogle(body as Parameters<Poster['postQueryFormGoogle']>[0], options);
}

function later(outbox: Outbox, entry: OutboxEntry, reason: string): DeliveryResult {
  return outbox.retryLater(entry, reason) === 'failed' ? { outcome: 'failed', error: reason } : { outcome: 'queued', error: reason };
}

/**
 * One delivery attempt of a claimed lead. Accepted (2xx) and refused (4xx) answers end it;
 * a 5xx or no answer at all puts it back in the queue with backoff, or makes it a dead
 * letter after its last attempt. `timeoutMs` is the lead delivery's own limit: longer than
 * a page's, since the visitor does not wait on it and a late 'stored' must not be re-sent.
 */
export async function deliver(
  api: Poster,
  outbox: Outbox,
  entry: OutboxEntry,
  withToken = entry.attempts === 1,
  timeoutMs?: number,
): Promise<DeliveryResult> {
  let answer: FormAnswer;
  try {
    answer = await post(api, entry, withToken, timeoutMs);
  } catch (error) {
    return later(outbox, entry, isContentError(error) ? error.message : String(error));
  }
  if (answer.ok) {
    outbox.delivered(entry.id);
    return { outcome: 'delivered' };
  }
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429) {
    outbox.rejected(entry.id, answer.error ?? `HTTP ${answer.status}`);
    return { outcome: 'rejected', ...(answer.error === undefined ? {} : { error: answer.error }) };
  }
  return later(outbox, entry, answer.error ?? `Content API answered ${answer.status}`);
}
