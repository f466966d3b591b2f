/** @jest-environment jsdom */
import { setCookie } from 'nookies';

/*
 * nookies (kept: the institute asked for it) serialises with `cookie`; below 0.7.0 that
 * accepted a name that writes other attributes (GHSA-pxg6-pf52-xh8x). package.json's
 * `overrides` gives nookies cookie 0.7.2.
 */
describe('nookies with a patched cookie serialiser', () => {
  it('refuses a cookie name that would smuggle in attributes', () => {
    expect(() => setCookie(null, 'trackname=x; Domain=evil.example; a', 'v')).toThrow(/name is invalid/);
  });

  it('still writes an ordinary cookie', () => {
    setCookie(null, 'trackname', 'Asha Verma', { path: '/', sameSite: 'lax' });
    expect(document.cookie).toContain('trackname=Asha%20Verma');
  });
});
