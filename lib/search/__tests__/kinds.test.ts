import { resultCount } from '@/lib/search/kinds';

describe('resultCount', () => {
  it('says how many results, and that there are more when the count stopped', () => {
    expect(resultCount(1, false)).toBe('1 result');
    expect(resultCount(1234, false)).toBe('1,234 results');
    expect(resultCount(1000, true)).toBe('More than 1,000 results');
  });
});
