import type { ContentApi } from '../content/api';
import { isContentError } from '../content/errors';
import type { FormAnswer } from '../content/client';
import type { Outbox, OutboxEntry } from './outbox';

export type DeliveryResult =
  | { outcome: 'delivered' }
  | { outcome: 'rejected'; error?: string }
  | { outcome: 'queued'; error: string };

type Poster = Pick<ContentApi, 'postQueryFormGoogle' | 'postCallBack'>;

function post(api: Poster, entry: OutboxEntry, withToken: boolean): Promise<FormAnswer> {
  const { recaptchaToken, ...rest } = entry.body;
  if (entry.endpoint === 'getacall') return api.postCallBack({ contact: String(entry.body.contact ?? '') });
  // A verification token expires within minutes: only the first attempt carries it (the contract allows none).
  const body = withToken && typeof recaptchaToken === 'string' ? { ...rest, recaptchaToken } : rest;
  return api.postQueryFormGoogle(body as Parameters<Poster['postQueryFormGoogle']>[0]);
}

/**
 * One delivery attempt of a claimed lead. Accepted (2xx) and refused (4xx) answers end it;
 * a 5xx or no answer at all puts it back in the queue with backoff.
 */
export async function deliver(api: Poster, outbox: Outbox, entry: OutboxEntry, withToken = entry.attempts === 1): Promise<DeliveryResult> {
  let answer: FormAnswer;
  try {
    answer = await post(api, entry, withToken);
  } catch (error) {
    const reason = isContentError(error) ? error.message : String(error);
    outbox.retryLater(entry, reason);
    return { outcome: 'queued', error: reason };
  }
  if (answer.ok) {
    outbox.delivered(entry.id);
    return { outcome: 'delivered' };
  }
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429) {
    outbox.rejected(entry.id, answer.error ?? `HTTP ${answer.status}`);
    return { outcome: 'rejected', ...(answer.error === undefined ? {} : { error: answer.error }) };
  }
  const reason = answer.error ?? `Content API answered ${answer.status}`;
  outbox.retryLater(entry, reason);
  return { outcome: 'queued', error: reason };
}
