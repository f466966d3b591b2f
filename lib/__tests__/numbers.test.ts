import { formatCount, formatRupees } from '../numbers';

describe('numbers', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(250000)).toBe('2,50,000');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(0)).toBe('0');
  });

  it('writes rupees without paise', () => {
    expect(formatRupees(45000)).toBe('₹45,000');
    expect(formatRupees(125000.6)).toBe('₹1,25,001');
  });
});
