import { isExternalUrl, toSiteLink } from '../links';

describe('the link rule (spec section 5)', () => {
  it.each([
    ['https://www.youtube.com/@institute', { href: 'https://www.youtube.com/@institute', external: true }],
    ['http://example.org', { href: 'http://example.org', external: true }],
    ['www.example.co.in/path/to?x=1', { href: 'https://www.example.co.in/path/to?x=1', external: true }],
    ['/blogs', { href: '/blogs', external: false }],
    ['interview-guidance-program', { href: '/interview-guidance-program', external: false }],
    ['#', { href: '#', external: false }],
    ['/', { href: '/', external: false }],
  ])('%s', (raw, expected) => {
    expect(toSiteLink(raw)).toEqual(expected);
  });

  it('never turns a javascript: value into a script link', () => {
    const link = toSiteLink('javascript:alert(1)');
    expect(link.external).toBe(false);
    expect(link.href.startsWith('/')).toBe(true);
    expect(link.href).toBe('/javascript:alert(1)');
  });

  it('asks for a 2-6 letter top-level part and a dot in the host', () => {
    expect(isExternalUrl('example.c')).toBe(false);
    expect(isExternalUrl('example.abcdefg')).toBe(false);
    expect(isExternalUrl('localhost/path')).toBe(false);
    expect(isExternalUrl('upsc.gov.in')).toBe(true);
  });
});
