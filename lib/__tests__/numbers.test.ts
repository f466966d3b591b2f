import { formatCount, formatRupees } from '../numbers';

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
