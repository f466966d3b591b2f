import { blogs } from '../../content-types/writing';

/* A page past the end of a list is known from page 1: the API is not asked for it, so nothing of it is cached. */
const blog = blogs.schema.parse({ ID: 7, blogurl: 'a-blog', title: 'A blog', content: '<p>x</p>', date: '2026-11-01', pic: '' });
const getBlogs = jest.fn(async (q: { page?: number } = {}, _options?: { fresh?: boolean }) => ({
  items: [blog],
  total: 25,
  page: q.page ?? 1,
  pageSize: 10,
}));
jest.mock('../../content', () => ({
  content: { page: (_type: unknown, q: { page?: number }, options?: { fresh?: boolean }) => getBlogs(q, options) },
}));

import { loadEntries } from '../load-page';

beforeEach(() => getBlogs.mockClear());

describe('loadEntries', () => {
  it('asks for an existing page after page 1', async () => {
    const page = await loadEntries('blogs', { page: 3 });
    expect(page).toMatchObject({ page: 3, total: 25 });
    expect(page.items).toHaveLength(1);
    expect(getBlogs.mock.calls.map(([q]) => q?.page)).toEqual([1, 3]);
  });

  it('answers a page past the end with no items from page 1 alone', async () => {
    const page = await loadEntries('blogs', { page: 99_999, from: '2025-01-01', to: '2025-01-31' });
    expect(page).toMatchObject({ page: 99_999, total: 25, items: [] });
    expect(getBlogs).toHaveBeenCalledTimes(1);
    // A visitor's date range skips the data cache.
    expect(getBlogs).toHaveBeenCalledWith({ page: 1, from: '2025-01-01', to: '2025-01-31' }, { fresh: true });
  });

  it('asks once for page 1, through the data cache', async () => {
    await loadEntries('blogs', {});
    expect(getBlogs).toHaveBeenCalledTimes(1);
    expect(getBlogs).toHaveBeenCalledWith({ page: 1 }, { fresh: false });
  });
});
