import path from 'node:path';
import { content } from '../content';
import { env } from '../env';
import { deliver, type DeliveryResult } from './deliver';
import { openOutbox, type Outbox, type OutboxEndpoint } from './outbox';

/*
 * The process-wide outbox and its delivery loop. The route handlers store and try once;
 * the loop (started by instrumentation.ts) retries what is due.
 */
const globalForOutbox = globalThis as unknown as { leadOutbox?: Outbox; leadWorker?: NodeJS.Timeout };

export function outbox(): Outbox {
  globalForOutbox.leadOutbox ??= openOutbox(path.resolve(env.CONTENT_DATA_DIR, 'outbox.sqlite'));
  return globalForOutbox.leadOutbox;
}

/** Stores a lead durably, then makes the first delivery attempt (with the verification token). */
export async function submitLead(endpoint: OutboxEndpoint, body: Record<string, unknown>): Promise<DeliveryResult> {
  const box = outbox();
  const id = box.add(endpoint, body);
  const entry = box.claim(id);
  if (!entry) return { outcome: 'queued', error: 'claimed by the delivery loop' };
  return deliver(content, box, entry, true);
}

/** Delivers every lead that is due; returns how many were attempted. */
export async function deliverDueLeads(): Promise<number> {
  const box = outbox();
  const entries = box.claimDue();
  for (const entry of entries) await deliver(content, box, entry, false);
  return entries.length;
}

export function startLeadDelivery(intervalMs = 2000): void {
  if (globalForOutbox.leadWorker) return;
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
