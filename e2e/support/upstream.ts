import { E2E } from '../targets.mjs';

/** Switches the fake upstream's behaviour (see e2e/fake-upstream/README.md). */
export async function setUpstream(state: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${E2E.fakeUpstream.controlUrl}/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
  });
  if (!response.ok) throw new Error(`fake upstream refused ${JSON.stringify(state)}: ${await response.text()}`);
}

export async function resetUpstream(): Promise<void> {
  const response = await fetch(`${E2E.fakeUpstream.controlUrl}/reset`, { method: 'POST' });
  if (!response.ok) throw new Error('fake upstream reset failed');
}

export async function upstreamCalls(): Promise<Record<string, number>> {
  return (await fetch(`${E2E.fakeUpstream.controlUrl}/calls`)).json() as Promise<Record<string, number>>;
}
