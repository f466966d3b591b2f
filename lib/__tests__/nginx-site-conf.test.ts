import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { isAddressOrRange, trustedProxyList } from '@/lib/request/client-address';

/*
 * The shipped nginx config: it and the documented TRUSTED_PROXIES agree on who reports client
 * addresses, and it never reuses a connection the site is closing.
 */
const root = path.join(__dirname, '../..');
const conf = readFileSync(path.join(root, 'deploy/nginx/site.conf'), 'utf8');
const example = readFileSync(path.join(root, '.env.example'), 'utf8');

describe('deploy/nginx/site.conf', () => {
  it('every location that passes to the site overwrites X-Forwarded-For with the address nginx saw', () => {
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThan(0);
    for (const block of locations) {
      if (!block.includes('proxy_pass')) continue;
      expect(block).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
      expect(block).not.toMatch(/\$proxy_add_x_forwarded_for/);
    }
  });

  it('the documented TRUSTED_PROXIES covers the address nginx connects from (its loopback upstreams)', () => {
    const documented = /^# TRUSTED_PROXIES=(.+)$/m.exec(example)?.[1]?.split(',') ?? [];
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.every(isAddressOrRange)).toBe(true);
    const upstreams = [...conf.matchAll(/^\s*server (\d+\.\d+\.\d+\.\d+):\d+/gm)].map((m) => m[1] ?? '');
    expect(upstreams.length).toBeGreaterThan(0);
    for (const upstream of upstreams) expect(upstream.startsWith('127.')).toBe(true);
    expect(trustedProxyList(documented).check('127.0.0.1', 'ipv4')).toBe(true);
  });

  it('nginx drops an idle upstream connection before the site closes it, so no reused connection fails a POST', () => {
    const upstream = /upstream site_app \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(upstream).toMatch(/keepalive \d+;/);
    const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    // What `next start` keeps (it sets none of its own without --keepAliveTimeout): Node's default.
    const siteMs = createServer().keepAliveTimeout;
    expect(nginxSeconds * 1000).toBeLessThan(siteMs);
  });
});
