import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers';

describe('security headers', () => {
  it('the CSP locks down objects, base, forms and framing and allow-lists third parties', () => {
    const csp = contentSecurityPolicy('https://www.example.in');
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      'upgrade-insecure-requests',
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/embed\.tawk\.to/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).not.toMatch(/script-src [^;]*\*(?!\.)/);
  });

  it('lets the site register its own service worker and link its own manifest, and nothing else', () => {
    const csp = contentSecurityPolicy('https://www.example.in');
    expect(csp).toMatch(/worker-src 'self'(;| blob:;)/);
    expect(csp).toMatch(/manifest-src 'self';/);
  });

  it('does not upgrade requests on a plain-http site (local runs)', () => {
    const csp = contentSecurityPolicy('http://localhost:3000');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toMatch(/img-src [^;]*http:/);
  });

  it('sends HSTS, nosniff, a referrer policy and a permissions policy', () => {
    const keys = securityHeaders('https://www.example.in').map((h) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });
});
