import { parseSearchParams } from '@/lib/search/params';

describe('parseSearchParams', () => {
  it('takes control characters out of the query, so none reaches the page that shows it again', () => {
    const parsed = parseSearchParams({ q: '\u0000ISRO\u0007 mission\n' }, '2026-11-29');
    expect(parsed.params.q).toBe('ISRO  mission');
    expect(parseSearchParams({ q: '\u0000' }, '2026-11-29').params.q).toBe('');
  });
});
