import { rememberMissing } from '@/lib/content/missing-answers';
import type { ContentRequest, Transport } from '@/lib/content/transport';

/* An unknown slug costs the API at most one call a minute per instance. */
function counting(status: (path: string) => number) {
  const calls: string[] = [];
  const transport: Transport = async ({ path }) => {
    calls.push(path);
    return { status: status(path), body: { error: 'Not found' } };
  };
  return { transport, calls };
}
const get = (path: string, extra: Partial<ContentRequest> = {}): ContentRequest => ({ method: 'GET', path, ...extra });

describe('rememberMissing', () => {
  it('answers a repeated 404 from memory for a minute, then asks again', async () => {
    let clock = 0;
    const { transport, calls } = counting(() => 404);
    const missing = rememberMissing(transport, { now: () => clock });
    for (let n = 0; n < 5; n++) expect((await missing.transport(get('/blog/zz'))).status).toBe(404);
    expect(calls).toEqual(['/blog/zz']);
    clock = 60_001;
    await missing.transport(get('/blog/zz'));
    expect(calls).toEqual(['/blog/zz', '/blog/zz']);
  });

  it('remembers only 404s of reads, and nothing asked afresh', async () => {
    const { transport, calls } = counting((path) => (path === '/blog/down' ? 503 : path === '/blog/ok' ? 200 : 404));
    const missing = rememberMissing(transport);
    for (const path of ['/blog/down', '/blog/ok', '/blog/down', '/blog/ok']) await missing.transport(get(path));
    await missing.transport(get('/blogsearch/zz', { fresh: true }));
    await missing.transport(get('/blogsearch/zz', { fresh: true }));
    await missing.transport({ method: 'POST', path: '/queryform' });
    await missing.transport({ method: 'POST', path: '/queryform' });
    expect(calls).toHaveLength(8);
  });

  it('is bounded, and the webhook forgets it', async () => {
    const { transport, calls } = counting(() => 404);
    const missing = rememberMissing(transport, { max: 3 });
    for (const n of [1, 2, 3, 4]) await missing.transport(get(`/blog/${n}`));
    expect(missing.size()).toBe(3);
    await missing.transport(get('/blog/1'));
    expect(calls.filter((path) => path === '/blog/1')).toHaveLength(2);
    missing.forget();
    expect(missing.size()).toBe(0);
  });

  it("asks again once another instance's webhook has been seen in the shared cache", async () => {
    let clock = 1000;
    let webhookAt = 0;
    const { transport, calls } = counting(() => 404);
    const missing = rememberMissing(transport, { now: () => clock, changedSince: async (at) => webhookAt >= at });
    await missing.transport(get('/blog/new'));
    await missing.transport(get('/blog/new'));
    expect(calls).toHaveLength(1);
    clock = 2000;
    webhookAt = 1500;
    await missing.transport(get('/blog/new'));
    expect(calls).toHaveLength(2);
    clock = 3000;
    await missing.transport(get('/blog/new'));
    expect(calls).toHaveLength(2);
  });
});
