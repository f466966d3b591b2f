import path from 'node:path';
import { content } from '@/lib/content';
import { env } from '@/lib/env';
import { deliver, type DeliveryResult } from './deliver';
import { openOutbox, type Outbox, type OutboxEndpoint } from './outbox';

/*
 * The process-wide outbox and its delivery loop. The route handlers store and try once;
 * the loop (started by instrumentation.ts) retries what is due.
 */
const globalForOutbox = globalThis as unknown as { leadOutbox?: Outbox; leadWorker?: NodeJS.Timeout };

/**
 * A claimed lead stays with its attempt until the delivery's own time limit has surely run
 * out; a lead in flight when its process died is retried once the lease has passed.
 */
const leaseMs = () => env.LEAD_DELIVERY_TIMEOUT_MS + 5_000;

export function outbox(): Outbox {
  globalForOutbox.leadOutbox ??= openOutbox(path.resolve(env.CONTENT_DATA_DIR, 'outbox.sqlite'));
  return globalForOutbox.leadOutbox;
}

/** The lead could not be written (lock held too long, disk full): the visitor must try again. */
export class LeadNotStoredError extends Error {}

export type SubmitResult = DeliveryResult;

/**
 * Stores a lead durably, then makes the first delivery attempt (with the verification token).
 * The visitor waits for that attempt at most the content API's usual time limit; the attempt
 * itself runs on to the lead delivery's longer limit.
 */
export async function submitLead(endpoint: OutboxEndpoint, body: Record<string, unknown>): Promise<SubmitResult> {
  const box = outbox();
  let id: number;
  try {
    id = box.add(endpoint, body);
  } catch (error) {
    console.error('lead not stored:', error instanceof Error ? error.message : error);
    throw new LeadNotStoredError('The lead could not be stored');
  }
  const entry = box.claim(id, Date.now(), leaseMs());
  if (!entry) return { outcome: 'queued', error: 'claimed by the delivery loop' };
  const attempt = deliver(content, box, entry, true, env.LEAD_DELIVERY_TIMEOUT_MS).catch((error: unknown) => {
    console.error('lead delivery:', error instanceof Error ? error.message : error);
    return { outcome: 'queued', error: 'delivery attempt failed' } as const;
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<DeliveryResult>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'queued', error: 'still being delivered' }), env.CONTENT_API_TIMEOUT_MS);
  });
  try {
    return await Promise.race([attempt, waited]);
  } finally {
    clearTimeout(timer);
  }
}

const HOUR_MS = 60 * 60 * 1000;
let retentionCheckedAt = 0;

/** Delivers every lead that is due; returns how many were attempted. Once an hour, applies LEAD_RETENTION_DAYS. */
async function deliverDueLeads(): Promise<number> {
  const box = outbox();
  if (Date.now() - retentionCheckedAt > HOUR_MS) {
    retentionCheckedAt = Date.now();
    box.forgetAnswered(retentionCheckedAt - env.LEAD_RETENTION_DAYS * 24 * HOUR_MS);
  }
  const entries = box.claimDue(Date.now(), 20, leaseMs());
  await Promise.all(entries.map((entry) => deliver(content, box, entry, false, env.LEAD_DELIVERY_TIMEOUT_MS)));
  return entries.length;
}

/** Names in the log, at each start, the leads an earlier release held back unverified: never sent, they wait for staff. */
function reportHeldLeads(box: Outbox): void {
  for (const lead of box.held()) {
    console.warn(
      `lead ${lead.id} (${lead.endpoint}, ${new Date(lead.createdAt).toISOString()}) was held back unverified and never sent ` +
        `(${lead.reason ?? 'no reason recorded'}): npm run leads:export lists it for staff`,
    );
  }
}

export function startLeadDelivery(intervalMs = 2000): void {
  if (globalForOutbox.leadWorker) return;
  reportHeldLeads(outbox());
  let running = false;
  globalForOutbox.leadWorker = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueLeads()
      .catch((error) => console.error('lead delivery loop:', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  globalForOutbox.leadWorker.unref();
}
