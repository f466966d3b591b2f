import { createContentApi } from '../api';
import { createContentClient } from '../client';
import { ContentError } from '../errors';
import type { ContentAnswer, ContentRequest, Transport } from '../transport';
import { blogs, daily } from '@/lib/content-types/writing';

/** A transport that answers from a table and records what was asked. */
function scripted(answers: Record<string, ContentAnswer | Error>) {
  const calls: ContentRequest[] = [];
  const transport: Transport = async (request) => {
    calls.push(request);
    const answer = answers[request.path];
    if (answer instanceof Error) throw answer;
    return answer ?? { status: 404, body: { statusCode: 404, error: 'Path not found' } };
  };
  return { api: createContentApi(createContentClient(transport)), calls };
}

describe('answer handling (docs/content-contract.md#errors)', () => {
  it('a list call throws a typed error on a failure status', async () => {
    const { api } = scripted({ '/branches': { status: 500, body: { statusCode: 500, error: 'DB down' } } });
    await expect(api.getBranches()).rejects.toMatchObject({ name: 'ContentError', kind: 'status', status: 500 });
  });

  it('a list call throws on a body that is not the envelope', async () => {
    const { api } = scripted({ '/faq': { status: 200, body: undefined } });
    await expect(api.getFaq()).rejects.toBeInstanceOf(ContentError);
  });

  it('a detail call returns a 404 instead of throwing', async () => {
    const { api } = scripted({ '/blog/missing': { status: 404, body: { statusCode: 404, error: 'Blog not found' } } });
    await expect(api.item(blogs, 'missing')).resolves.toEqual({ ok: false, status: 404, error: 'Blog not found' });
  });

  it("a detail call reads the body's statusCode: HTTP 200 with statusCode 404 is a 404", async () => {
    const { api } = scripted({
      '/blog/gone': { status: 200, body: { statusCode: 404, data: [], error: 'Blog not found' } },
      '/blog/string': { status: 200, body: { statusCode: '404', data: [{ blogurl: 'string' }] } },
    });
    await expect(api.item(blogs, 'gone')).resolves.toEqual({ ok: false, status: 404, error: 'Blog not found' });
    await expect(api.item(blogs, 'string')).resolves.toMatchObject({ ok: false, status: 404 });
  });

  it('a detail call throws on 5xx and on no answer, so the last good page stays', async () => {
    const { api } = scripted({
      '/blog/a': { status: 503, body: undefined },
      '/blog/b': new ContentError('unavailable', '/blog/b', 'Content API timed out'),
    });
    await expect(api.item(blogs, 'a')).rejects.toMatchObject({ kind: 'status', status: 503 });
    await expect(api.item(blogs, 'b')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('drops a broken list item and keeps the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = scripted({
      '/faq': { status: 200, body: { data: [{ ID: 1, question: 'Q?', answer: '<p>A</p>' }, { ID: 'x' }] } },
    });
    await expect(api.getFaq()).resolves.toEqual([{ ID: 1, question: 'Q?', answer: '<p>A</p>' }]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads the paged envelope and the daily counts', async () => {
    const { api, calls } = scripted({
      '/upsc-daily-current-affair/2025-01-01/2025-12-31/2': {
        status: 200,
        body: { data: [], total: 14, page: 2, pageSize: 10, todayArticles: '3', totalArticles: 60 },
      },
    });
    const page = await api.page(daily, { from: '2025-01-01', to: '2025-12-31', page: 2 });
    expect(page).toEqual({ items: [], total: 14, page: 2, pageSize: 10, todayArticles: 3, totalArticles: 60 });
    expect(calls[0]?.tags).toEqual(['daily-current-affairs']);
  });

  it('percent-encodes path parameters', async () => {
    const { api, calls } = scripted({});
    await expect(api.searchBlogs('GS / पेपर?')).rejects.toBeInstanceOf(ContentError);
    expect(calls[0]?.path).toBe('/blogsearch/GS%20%2F%20%E0%A4%AA%E0%A5%87%E0%A4%AA%E0%A4%B0%3F');
  });

  it('uses the first item of singleton lists, null when empty', async () => {
    const { api } = scripted({
      '/webdetails': { status: 200, body: { data: [{ header1: 'First' }, { header1: 'Second' }] } },
      '/abouthome': { status: 200, body: { data: [] } },
    });
    expect((await api.getSiteDetails())?.header1).toBe('First');
    await expect(api.getAboutHome()).resolves.toBeNull();
  });

  it('form posts answer accepted, refused with the error text, or throw when nothing came back', async () => {
    const { api } = scripted({
      '/getacall': { status: 400, body: { statusCode: 400, error: 'Please enter a valid mobile number' } },
      '/queryform': { status: 200, body: { statusCode: 200, message: 'Query Submit Successfully' } },
      '/queryform_google': new ContentError('unavailable', '/queryform_google', 'Content API unreachable'),
    });
    await expect(api.postCallBack({ contact: '12' })).resolves.toEqual({
      ok: false,
      status: 400,
      error: 'Please enter a valid mobile number',
    });
    const enquiry = { name: 'A', contact: '9876543210', email: 'a@b.in', query: 'q', pagename: 'Home' };
    await expect(api.postQueryForm({ ...enquiry, pagurl: '/' })).resolves.toEqual({ ok: true, message: 'Query Submit Successfully' });
    await expect(api.postQueryFormGoogle({ ...enquiry, pageurl: '/' })).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('what the data cache keeps', () => {
  it('a search term goes past the data cache (one entry per term would grow it without bound)', async () => {
    const { api, calls } = scripted({ '/blogsearch/any%20term': { status: 200, body: { data: [] } } });
    await api.searchBlogs('any term');
    expect(calls[0]).toMatchObject({ path: '/blogsearch/any%20term', fresh: true });
  });

  it('a list is cached with its tags', async () => {
    const { api, calls } = scripted({ '/blogs': { status: 200, body: { data: [], total: 0, page: 1, pageSize: 10 } } });
    await api.page(blogs);
    expect(calls[0]).toMatchObject({ path: '/blogs', tags: ['blogs'] });
    expect(calls[0]?.fresh).toBeFalsy();
  });
});
