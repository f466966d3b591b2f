import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_LOCAL_HEADER,
  clientAddress,
  isAddressOrRange,
  isLocalClient,
  stampClientAddresses,
  trustedProxyList,
} from '@/lib/request/client-address';
import { clientKey, createRateLimiter } from '@/lib/request/rate-limit';

const none = trustedProxyList([]);
const nginx = trustedProxyList(['127.0.0.1', '::1']);

describe('client address', () => {
  it('is the connection peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress('203.0.113.9', '10.1.2.3', none)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', '10.1.2.3, 10.4.5.6', none)).toBe('203.0.113.9');
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.7', '10.1.2.3', nginx)).toBe('198.51.100.7');
  });

  it("is X-Forwarded-For's nearest untrusted hop when a trusted proxy connects", () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9', nginx)).toBe('203.0.113.9');
    // A client's own X-Forwarded-For, appended to by the proxy: only the proxy's entry counts.
    expect(clientAddress('127.0.0.1', '10.9.9.9, 203.0.113.9', nginx)).toBe('203.0.113.9');
    const chain = trustedProxyList(['127.0.0.1', '10.0.0.0/8']);
    expect(clientAddress('127.0.0.1', '1.1.1.1, 203.0.113.9, 10.0.0.5', chain)).toBe('203.0.113.9');
  });

  it('stops at a hop that is not an address', () => {
    expect(clientAddress('127.0.0.1', 'evil, 203.0.113.9', nginx)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '203.0.113.9, garbage', nginx)).toBe('127.0.0.1');
  });

  it('accepts addresses and CIDR ranges as TRUSTED_PROXIES entries, nothing else', () => {
    for (const ok of ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']) expect(isAddressOrRange(ok)).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '1.2.3', '10.0.0.0/8/1', '10.0.0.0/'])
      expect(isAddressOrRange(bad)).toBe(false);
  });
});

describe('the machine itself (health details)', () => {
  it('is a loopback peer that carries no proxy header', () => {
    expect(isLocalClient('127.0.0.1', {}, none)).toBe(true);
    expect(isLocalClient('::ffff:127.0.0.1', {}, none)).toBe(true);
    expect(isLocalClient('::1', {}, nginx)).toBe(true);
    expect(isLocalClient('203.0.113.9', {}, none)).toBe(false);
  });

  it('is not nginx on the same machine passing a visitor on while TRUSTED_PROXIES is unset', () => {
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded'])
      expect({ header, local: isLocalClient('127.0.0.1', { [header]: '203.0.113.9' }, none) }).toEqual({ header, local: false });
    // Even when the forwarded address is loopback: an untrusted proxy's headers prove nothing.
    expect(isLocalClient('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }, none)).toBe(false);
  });

  it('through a trusted proxy, is the client the proxy names', () => {
    expect(isLocalClient('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }, nginx)).toBe(false);
    expect(isLocalClient('127.0.0.1', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' }, nginx)).toBe(true);
  });
});

describe('rate limits key on the stamped address (forged X-Forwarded-For)', () => {
  let server: Server;
  let url: string;
  const allow = createRateLimiter({ name: 'client-address-test', limit: 5, windowMs: 60_000 });

  beforeAll(async () => {
    stampClientAddresses(none);
    server = createServer(async (request, response) => {
      const headers = new Headers(Object.entries(request.headers).map(([k, v]): [string, string] => [k, String(v)]));
      if (request.url === '/echo') {
        response.setHeader('x-echo-local', String(request.headers[CLIENT_LOCAL_HEADER]));
        return void response.end();
      }
      response.statusCode = (await allow(clientKey(headers))) ? 200 : 429;
      response.end(clientKey(headers));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('40 posts with 40 forged addresses from one connection share one limit, and the proxy is named once in the log', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.66.0.${i}`, 'x-real-ip': `10.77.0.${i}`, [CLIENT_ADDRESS_HEADER]: `10.88.0.${i}` },
      });
      expect(await response.text()).toBe('127.0.0.1');
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/X-Forwarded-For, from .*127\.0\.0\.1\) but TRUSTED_PROXIES is unset/);
    warn.mockRestore();
  });

  it('stamps whether the client is the machine itself, overwriting what a client sends', async () => {
    const local = async (headers: Record<string, string>) => {
      const response = await fetch(`${url}echo`, { headers });
      await response.arrayBuffer();
      return response.headers.get('x-echo-local');
    };
    expect(await local({})).toBe('1');
    expect(await local({ [CLIENT_LOCAL_HEADER]: '1', 'x-forwarded-for': '203.0.113.9' })).toBe('0');
    expect(await local({ 'x-real-ip': '203.0.113.9' })).toBe('0');
  });
});
