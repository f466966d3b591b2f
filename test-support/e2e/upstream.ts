import { E2E, REVALIDATE_SECRET } from '@/e2e/targets.mjs';

/** Switches the fake upstream's behaviour (see test-support/fake-upstream/README.md). */
export async function setUpstream(state: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${E2E.fakeUpstream.controlUrl}/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
  });
  if (!response.ok) throw new Error(`fake upstream refused ${JSON.stringify(state)}: ${await response.text()}`);
}

/** The next `times` requests of `path` answer as the rule says (`POST /fail-next`, test-support/fake-upstream/README.md). */
export async function failNext(rule: { path: string; status?: number; bodyStatus?: number; times?: number }): Promise<void> {
  const response = await fetch(`${E2E.fakeUpstream.controlUrl}/fail-next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`fake upstream refused ${JSON.stringify(rule)}: ${await response.text()}`);
}

export async function resetUpstream(): Promise<void> {
  const response = await fetch(`${E2E.fakeUpstream.controlUrl}/reset`, { method: 'POST' });
  if (!response.ok) throw new Error('fake upstream reset failed');
}

export async function upstreamCalls(): Promise<Record<string, number>> {
  return (await fetch(`${E2E.fakeUpstream.controlUrl}/calls`)).json() as Promise<Record<string, number>>;
}

export type UpstreamLead = { endpoint: string; body: Record<string, unknown>; at: string; idempotencyKey?: string };

export async function upstreamLeads(): Promise<UpstreamLead[]> {
  return (await fetch(`${E2E.fakeUpstream.controlUrl}/leads`)).json() as Promise<UpstreamLead[]>;
}

/** Makes the next request of every page render afresh from the upstream (after a scenario switch). */
export async function refreshSite(baseURL: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ path: '/', scope: 'layout' }),
  });
  if (!response.ok) throw new Error(`revalidation failed: ${response.status}`);
}

/** Polls until the check passes or the time is up; returns the last value. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 500));
    value = await read();
  }
  return value;
}
