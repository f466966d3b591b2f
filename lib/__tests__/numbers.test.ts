import { countOf, formatCount, formatRupees } from '@/lib/numbers';

describe('numbers', () => {
  it('groups digits the Indian way, as Intl does for en-IN', () => {
    for (const n of [0, 7, 42, 999, 1000, 12345, 250000, 1234567, 98765432, 1234567890, -45000]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
    }
    expect(formatCount(250000)).toBe('2,50,000');
  });

  it('rounds to a whole number', () => {
    expect(formatCount(1499.6)).toBe('1,500');
  });

  it('writes rupees without paise, as Intl does for INR', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const n of [0, 499, 45000, 125000.6, 1500000]) expect(formatRupees(n)).toBe(intl.format(n));
  });
});

describe('countOf', () => {
  it('writes one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'article')).toBe('1 article');
    expect(countOf(0, 'article')).toBe('0 articles');
    expect(countOf(2, 'result')).toBe('2 results');
  });
  it('groups the digits as every number on the site', () => {
    expect(countOf(125000, 'result')).toBe('1,25,000 results');
  });
  it('takes a plural that is not the singular and an s', () => {
    expect(countOf(3, 'test series', 'test series')).toBe('3 test series');
  });
});
