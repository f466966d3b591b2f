import { LOAD_FAILURE } from '@/lib/constants';
import { itemFailure } from '@/lib/content-types/failures';

describe('itemFailure', () => {
  it.each([
    ['/upsc-daily-current-affairs/x/', LOAD_FAILURE.article],
    ['/article/x/', LOAD_FAILURE.article],
    ['/blog/x', LOAD_FAILURE.detail],
    ['/explore/x', LOAD_FAILURE.detail],
    ['/articles', LOAD_FAILURE.detail],
  ])('%s says %s', (pathname, text) => expect(itemFailure(pathname)).toBe(text));
});
