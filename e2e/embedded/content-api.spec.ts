import { expect, test } from '@/test-support/e2e/test';

/* The embedded content API served over HTTP by the production build (/api/content). */
test.describe('embedded content API over HTTP', () => {
  test('paged list envelope with page size 10', async ({ request }) => {
    const response = await request.get('/api/content/blogs/2');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: unknown[]; page: number; pageSize: number; total: number };
    expect(body).toMatchObject({ page: 2, pageSize: 10 });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThan(20);
  });

  test('unknown slug, malformed parameter, wrong method and unknown path answer as the contract says', async ({ request }) => {
    const notFound = await request.get('/api/content/blog/no-such-blog');
    expect(notFound.status()).toBe(404);
    expect(await notFound.json()).toMatchObject({ statusCode: 404 });
    const bad = await request.get('/api/content/blogs/2025-02-30/2025-03-01');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400 });
    const wrongMethod = await request.delete('/api/content/blogs');
    expect(wrongMethod.status()).toBe(405);
    expect(await wrongMethod.json()).toEqual({ statusCode: 405, error: 'Method not allowed' });
    expect((await request.get('/api/content/nothing-here')).status()).toBe(404);
  });

  test('demo pictures are absolute addresses served by the site itself', async ({ request, baseURL }) => {
    const body = (await (await request.get('/api/content/course')).json()) as { data: { pic?: string }[] };
    const pic = body.data.find((c) => c.pic)?.pic ?? '';
    expect(pic.startsWith(`${baseURL}/demo/`)).toBe(true);
    const image = await request.get(pic);
    expect(image.status()).toBe(200);
  });

  test('is read-only: a lead posted to a write path is refused, leads come through the form endpoints', async ({ request }) => {
    for (const path of ['/api/content/getacall', '/api/content/queryform', '/api/content/queryform_google']) {
      const refused = await request.post(path, { data: { contact: '9876543210' } });
      expect(refused.status()).toBe(405);
      expect(refused.headers()['allow']).toBe('GET, HEAD');
      expect(await refused.json()).toEqual({ statusCode: 405, error: 'Method not allowed' });
    }
  });
});
