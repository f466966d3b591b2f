/* The CMS webhook in-process: the addresses it takes, the ones it refuses, and wrong secrets limited. */
import { revalidatePath, revalidateTag } from 'next/cache';
import { forgetMissingContent } from '@/lib/content';
import { SHARED_CLOCK, type SharedRevalidation } from '@/lib/next-internals/cache/shared-clock';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('@/lib/content', () => ({ forgetMissingContent: jest.fn() }));
const mockReindex = jest.fn(() => Promise.resolve());
jest.mock('@/lib/search/site-search', () => ({ siteSearch: () => ({ indexer: { reindex: mockReindex } }) }));

const SECRET = 'unit-webhook-secret-0123456789abcdef';
Object.assign(process.env, { REVALIDATE_SECRET: SECRET, SITE_URL: 'https://www.example.in' });

type Route = typeof import('@/app/api/revalidate/route');
let POST: Route['POST'];
beforeAll(async () => {
  ({ POST } = await import('@/app/api/revalidate/route'));
});
beforeEach(() => jest.clearAllMocks());

// The shared cache handler's clock as it publishes it with REDIS_URL (lib/next-internals/cache/shared-clock.ts).
const shared = {
  revalidatedSince: jest.fn(),
  revalidateNow: jest.fn((): Promise<SharedRevalidation> => Promise.resolve('updated')),
  state: jest.fn(() => 'shared'),
};
(globalThis as Record<symbol, unknown>)[SHARED_CLOCK] = shared;
afterAll(() => delete (globalThis as Record<symbol, unknown>)[SHARED_CLOCK]);

const call = (body: unknown, secret = SECRET, client = '203.0.113.1') =>
  POST(
    new Request('http://127.0.0.1:3000/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret, 'x-site-client-address': client },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/revalidate', () => {
  it.each([
    ['/article/gst-reform/', '/article/gst-reform'],
    ['https://www.example.in/upsc-daily-current-affairs/a-b/', '/upsc-daily-current-affairs/a-b'],
    ['/blog/caf%C3%A9', '/blog/caf%C3%A9'],
    ['/blog/café', '/blog/caf%C3%A9'],
  ])('refreshes %s as %s, and forgets the remembered 404s', async (sent, path) => {
    const answer = await call({ path: sent });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ revalidated: true, path });
    expect(revalidatePath).toHaveBeenCalledWith(path, undefined);
    expect(forgetMissingContent).toHaveBeenCalled();
  });

  it('refreshes a tag', async () => {
    expect((await call({ tag: 'course:gs-foundation' })).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('course:gs-foundation', { expire: 0 });
    // Every instance's memory of the API's 404s reads this one (lib/content/missing-answers.ts).
    expect(revalidateTag).toHaveBeenCalledWith('site:missing-answers', { expire: 0 });
    expect(mockReindex).toHaveBeenCalledWith(['course:gs-foundation']);
  });

  it.each([
    [{ path: '/article/gst-reform/' }, ['site:missing-answers', '_N_T_/article/gst-reform']],
    [{ path: '/', scope: 'layout' }, ['site:missing-answers', '_N_T_/layout']],
    [{ path: '/' }, ['site:missing-answers', '_N_T_/', '_N_T_/index']],
    [{ tag: 'course:gs-foundation', path: '/course' }, ['site:missing-answers', 'course:gs-foundation', '_N_T_/course']],
  ])('answers %j only once the shared cache has %j', async (body, tags) => {
    let release = () => {};
    shared.revalidateNow.mockImplementationOnce(() => new Promise<SharedRevalidation>((resolve) => (release = () => resolve('updated'))));
    let answered = false;
    const answer = call(body).then((response) => ((answered = true), response));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shared.revalidateNow).toHaveBeenCalledWith(tags);
    expect(answered).toBe(false);
    release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sharedCache: 'updated' });
  });

  it('says when Redis is out of reach: 202, this instance refreshed, the others when Redis answers again', async () => {
    shared.revalidateNow.mockImplementationOnce(() => Promise.resolve('pending'));
    const answer = await call({ path: '/blogs' });
    expect(answer.status).toBe(202);
    expect(await answer.json()).toMatchObject({ revalidated: true, path: '/blogs', sharedCache: 'pending' });
    expect(revalidatePath).toHaveBeenCalledWith('/blogs', undefined);
  });

  it("answers 200 with sharedCache 'off' where no cache is shared", async () => {
    shared.revalidateNow.mockImplementationOnce(() => Promise.resolve('off'));
    const answer = await call({ path: '/blogs' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ sharedCache: 'off' });
  });

  it.each([
    ['https://elsewhere.example/article/x/', /not an address of this site \(www\.example\.in\)/],
    ['/no-such-page', /not a page of this site/],
  ])('refuses %s with the reason and refreshes nothing', async (sent, reason) => {
    const answer = await call({ path: sent });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toMatch(reason);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 429 past 10 wrong secrets a minute from one address, and 401 before', async () => {
    const statuses = [];
    for (let n = 0; n < 11; n++) statuses.push((await call({ tag: 'blogs' }, 'wrong', '203.0.113.9')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await call({ tag: 'blogs' }, 'wrong', '203.0.113.10')).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a post with no secret at all without spending the address’s budget', async () => {
    for (let n = 0; n < 20; n++) expect((await call({ tag: 'blogs' }, '', '203.0.113.11')).status).toBe(401);
    expect((await call({ tag: 'blogs' }, 'wrong', '203.0.113.11')).status).toBe(401);
  });
});
