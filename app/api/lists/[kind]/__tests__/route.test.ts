import { NextRequest } from 'next/server';

jest.mock('@/lib/listing/load-page', () => ({
  loadEntries: jest.fn(async (kind: string, q: { page?: number }) => ({
    items: [{ id: 1, kind }],
    total: 35,
    page: q.page ?? 1,
    pageSize: 10,
  })),
  searchBlogEntries: jest.fn(async () => [{ id: 2 }]),
  loadMcqs: jest.fn(async (page: number) => ({ items: [], total: 0, page, pageSize: 10 })),
  loadVideos: jest.fn(async () => [{ id: 3 }]),
}));
jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  content: { getVideoCategories: jest.fn(async () => [{ ID: 31, categoryname: 'Polity' }]) },
}));

import * as feeds from '@/lib/listing/load-page';
import { GET } from '../route';

const call = (path: string) =>
  GET(new NextRequest(`http://localhost${path}`), { params: Promise.resolve({ kind: path.split('/')[3]!.split('?')[0]! }) });

describe('GET /api/lists/[kind]', () => {
  it('answers a page of a list', async () => {
    const response = await call('/api/lists/blogs?page=2');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [{ id: 1, kind: 'blogs' }], total: 35, page: 2, pageSize: 10 });
    expect(feeds.loadEntries).toHaveBeenCalledWith('blogs', { page: 2 });
  });

  it('passes a valid date range on', async () => {
    const response = await call('/api/lists/daily?from=2025-01-01&to=2025-01-31&page=3');
    expect(response.status).toBe(200);
    expect(feeds.loadEntries).toHaveBeenCalledWith('daily', { page: 3, from: '2025-01-01', to: '2025-01-31' });
  });

  it('searches blogs', async () => {
    const response = await call('/api/lists/blogs?q=%20monsoon%20');
    expect(await response.json()).toEqual({ items: [{ id: 2 }], total: 1, page: 1, pageSize: 1 });
    expect(feeds.searchBlogEntries).toHaveBeenCalledWith(' monsoon ');
  });

  it('asks for videos by category, limit and dates', async () => {
    await call('/api/lists/videos?category=31&limit=24&from=2025-01-01&to=2025-02-01');
    expect(feeds.loadVideos).toHaveBeenCalledWith({ categoryId: 31, limit: 24, from: '2025-01-01', to: '2025-02-01' });
  });

  it.each([
    ['/api/lists/blogs?page=abc', /page must be a whole number/],
    ['/api/lists/blogs?page=2.5', /page must be a whole number/],
    ['/api/lists/blogs?page=0', /page must be from 1/],
    ['/api/lists/blogs?from=2025-02-30&to=2025-03-01', /real start date/],
    ['/api/lists/blogs?from=2025-03-01', /both a start date/],
    ['/api/lists/blogs?from=2025-03-02&to=2025-03-01', /not be after the end/],
    ['/api/lists/blogs?from=2019-01-01&to=2025-03-01', /before 2019-07-01/],
    ['/api/lists/blogs?q=a', /at least 2/],
    [`/api/lists/blogs?q=${'x'.repeat(200)}`, /at most 100/],
    [`/api/lists/blogs?q=${'x'.repeat(10_000)}`, /too long/],
    ['/api/lists/articles?from=2025-01-01&to=2025-01-02', /Unknown value: from/],
    ['/api/lists/videos?limit=101', /limit must be from 1 to 100/],
    ['/api/lists/videos?category=-1', /category must be a whole number/],
  ])('refuses %s with a message', async (path, message) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });

  it('answers 404 past the last page of a list', async () => {
    const response = await call('/api/lists/blogs?page=5');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).error).toBe('There is no page 5 of blogs');
  });

  it('answers 404 for a video category the API does not have, without asking for its videos', async () => {
    jest.mocked(feeds.loadVideos).mockClear();
    const response = await call('/api/lists/videos?category=32');
    expect(response.status).toBe(404);
    expect(feeds.loadVideos).not.toHaveBeenCalled();
    expect((await call('/api/lists/videos?category=0')).status).toBe(200);
  });

  it('answers 404 for an unknown list', async () => {
    const response = await call('/api/lists/secrets');
    expect(response.status).toBe(404);
  });

  it('answers 502 with the list error text when the content API fails', async () => {
    jest.mocked(feeds.loadMcqs).mockRejectedValueOnce(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('/api/lists/mcqs?page=1');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Failed to load questions' });
  });

  it("answers the product's own text for blogs and articles: 'Failed to load branch by URL'", async () => {
    jest.mocked(feeds.loadEntries).mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/api/lists/blogs?page=2', '/api/lists/articles?page=2']) {
      expect(await (await call(path)).json()).toEqual({ error: 'Failed to load branch by URL' });
    }
  });
});
