import { slugParam } from '../params';

/* Slugs no detail can have answer 404 before any call to the API; every other one is passed on. */
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const slug = (value: string) => slugParam(Promise.resolve({ blogurl: value }), 'blogurl');

describe('slugParam', () => {
  it.each([
    ['gst-reform', 'gst-reform'],
    ['caf%C3%A9', 'café'],
    ['50%25-off', '50%-off'],
    ['a.b', 'a.b'],
    ['...', '...'],
    ['%ZZ', '%ZZ'],
  ])('%s → %s', async (raw, expected) => {
    await expect(slug(raw)).resolves.toBe(expected);
  });

  it.each(['', '.', '..', '%2e%2e', '%2E', '%252e%252e', '%25252e%25252e', 'a%2Fb', 'a%252Fb', '%5C', 'x'.repeat(201), 'a%00b'])(
    'refuses %j',
    async (raw) => {
      await expect(slug(raw)).rejects.toThrow('NEXT_NOT_FOUND');
    },
  );
});
