import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/*
 * The client's address, for rate limits. Next gives route handlers no socket, and fills
 * X-Forwarded-For from it only when a request has none, so a client that sends its own
 * header chooses its address. Instead the address is worked out where the socket is known,
 * as each request arrives at Node's HTTP server (its 'http.server.request.start' channel,
 * published before the request reaches Next), and written into CLIENT_ADDRESS_HEADER,
 * overwriting whatever the client sent under that name.
 *
 * X-Forwarded-For counts only when the connection comes from a configured trusted proxy
 * (TRUSTED_PROXIES); then its entries are read from the right, past the trusted proxies,
 * and the first other address is the client. Otherwise the client is the connection's peer.
 */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address';

/*
 * '1' when the request comes from the machine itself (health details), else '0'; stamped beside
 * the address, overwriting any value the client sent. A loopback peer is not enough: nginx on the
 * same machine connects from 127.0.0.1 for every visitor, so a request carrying a proxy's headers
 * counts as local only when that proxy is trusted and the client it names is loopback.
 */
export const CLIENT_LOCAL_HEADER = 'x-site-client-local';
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
/** Headers a proxy in front of the site adds (nginx's recipe sets X-Forwarded-For; others use these). */
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/** `::ffff:127.0.0.1` (an IPv4 peer of a dual-stack server) is 127.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** An address (`10.0.0.1`, `::1`) or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.trim().split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, proxies: BlockList): string {
  if (!peer) return 'unknown';
  let client = plain(peer);
  if (!trusted(proxies, client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(plain).reverse();
  for (const hop of hops) {
    if (!isIP(hop)) break;
    client = hop;
    if (!trusted(proxies, hop)) break;
  }
  return client;
}

/** Whether the client is this machine: a loopback address, reached directly or through a trusted proxy. */
export function isLocalClient(
  peer: string | undefined,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  proxies: BlockList,
): boolean {
  if (!peer) return false;
  const forwarded = headers['x-forwarded-for'];
  const address = clientAddress(peer, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, proxies);
  if (!trusted(LOOPBACK, address)) return false;
  // Through an untrusted proxy the headers name someone else, whom we cannot believe or rule out.
  return trusted(proxies, plain(peer)) || PROXY_HEADERS.every((name) => headers[name] === undefined);
}

type RequestStart = { request: IncomingMessage };

/**
 * Stamps every request of this process's HTTP servers with its client's address. Once per process.
 * With no proxy trusted, the first request that arrives with X-Forwarded-For is logged once: behind
 * nginx every visitor would share nginx's address, and real leads get 429s.
 */
export function stampClientAddresses(proxies: BlockList): void {
  const marker = Symbol.for('site.client-address-stamp');
  const flags = globalThis as typeof globalThis & { [marker]?: true };
  if (flags[marker]) return;
  flags[marker] = true;
  let warned = proxies.rules.length > 0;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as RequestStart;
    const forwarded = request.headers['x-forwarded-for'];
    if (!warned && forwarded) {
      warned = true;
      console.warn(
        `A request came through a proxy (X-Forwarded-For, from ${request.socket.remoteAddress}) but TRUSTED_PROXIES is unset: ` +
          "every visitor behind it shares the proxy's address in the rate limits. Set TRUSTED_PROXIES to the proxy's address " +
          '(127.0.0.1 behind deploy/nginx/site.conf on the same machine).',
      );
    }
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
      request.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      proxies,
    );
    request.headers[CLIENT_LOCAL_HEADER] = isLocalClient(request.socket.remoteAddress, request.headers, proxies) ? '1' : '0';
  });
}
