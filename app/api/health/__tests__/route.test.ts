/* /api/health: `ok` for anyone, the details for the machine itself or a staff token, worked out at most every 5 s. */
import { content } from '@/lib/content';
import { SHARED_CLOCK } from '@/lib/next-internals/cache/shared-clock';

jest.mock('@/lib/content', () => ({
  content: { probe: jest.fn(async () => ({ up: true, status: 200 })) },
  contentSource: 'https://api.example.in',
}));
jest.mock('@/lib/enquiry/delivery-loop', () => ({
  outbox: () => ({ counts: () => ({ pending: 1, sending: 0, delivered: 5, rejected: 0, failed: 0, held: 2 }) }),
}));

process.env.HEALTH_TOKEN = 'staff-token';
type Route = typeof import('../route');
let GET: Route['GET'];
beforeAll(async () => {
  ({ GET } = await import('../route'));
});

const ask = async (headers: Record<string, string>) =>
  (await GET(new Request('http://127.0.0.1:3000/api/health', { headers }))).json() as Promise<Record<string, unknown>>;

describe('GET /api/health', () => {
  it('tells anyone only that the site answers', async () => {
    expect(await ask({ 'x-site-client-address': '203.0.113.7' })).toEqual({ status: 'ok' });
    expect(await ask({ 'x-site-client-address': '203.0.113.7', authorization: 'Bearer wrong-token' })).toEqual({ status: 'ok' });
    // nginx on the same machine with TRUSTED_PROXIES unset: a loopback address, but not the machine itself.
    expect(await ask({ 'x-site-client-address': '127.0.0.1', 'x-site-client-local': '0' })).toEqual({ status: 'ok' });
    expect(content.probe).not.toHaveBeenCalled();
  });

  it('gives the details to the machine itself and to the staff token, asking the content API once per 5 s', async () => {
    const local = await ask({ 'x-site-client-address': '127.0.0.1', 'x-site-client-local': '1' });
    expect(local).toMatchObject({
      status: 'ok',
      contentSource: 'api',
      contentApi: 'up',
      sharedCache: 'off',
      leads: { waiting: 1, delivered: 5, unverified: 2 },
    });
    expect(await ask({ 'x-site-client-address': '203.0.113.7', authorization: 'Bearer staff-token' })).toEqual(local);
    expect(await ask({ 'x-site-client-address': '::1', 'x-site-client-local': '1' })).toEqual(local);
    expect(content.probe).toHaveBeenCalledTimes(1);
  });

  it('says whether this instance shares its cache, as the shared cache handler publishes it', async () => {
    const local = { 'x-site-client-address': '127.0.0.1', 'x-site-client-local': '1' };
    try {
      for (const state of ['shared', 'unreachable']) {
        (globalThis as Record<symbol, unknown>)[SHARED_CLOCK] = { state: () => state };
        expect(await ask(local)).toMatchObject({ sharedCache: state });
      }
    } finally {
      delete (globalThis as Record<symbol, unknown>)[SHARED_CLOCK];
    }
  });
});
