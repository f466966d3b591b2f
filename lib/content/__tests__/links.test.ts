import { isExternalUrl, toSiteLink } from '@/lib/content/links';

describe('the link rule (docs/content-contract.md#links)', () => {
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
    expect(toSiteLink('javascript:alert(1)')).toEqual({ href: '/javascript:alert(1)', external: false });
  });

  it('asks for a 2-6 letter top-level part and a dot in the host', () => {
    expect(isExternalUrl('example.c')).toBe(false);
    expect(isExternalUrl('example.abcdefg')).toBe(false);
    expect(isExternalUrl('localhost/path')).toBe(false);
    expect(isExternalUrl('upsc.gov.in')).toBe(true);
  });

  it.each([
    ['//evil.com/x', 'https://evil.com/x'],
    ['\\evil.com', 'https://evil.com'],
    ['\\evil.com/login', 'https://evil.com/login'],
    ['/\\evil.com', 'https://evil.com'],
    ['\\\\evil.com', 'https://evil.com'],
    ['/\t/evil.com/x', 'https://evil.com/x'],
  ])('reads %j as the other site it is: external, in a new tab', (raw, href) => {
    expect(toSiteLink(raw)).toEqual({ href, external: true });
  });

  it.each(['//evil.example/x', '\\evil.example', '//', '///', '\\', '//localhost/admin', '\\\\not a host'])(
    'drops %j: it leaves the site but its host fails the URL check',
    (raw) => {
      expect(toSiteLink(raw)).toBeUndefined();
    },
  );

  it('keeps a backslash later in a path a site path', () => {
    expect(toSiteLink('/blogs\\x')).toEqual({ href: '/blogs\\x', external: false });
  });
});
