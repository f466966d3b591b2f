/* /api/content on a site that reads the institute's API: 404, and the demo database is never opened. */
import { embeddedContentApi } from '@/lib/embedded-api';

jest.mock('@/lib/embedded-api', () => ({ embeddedContentApi: jest.fn() }));

describe('/api/content with CONTENT_API_URL', () => {
  it('answers 404 to every method without creating the embedded database', async () => {
    process.env.CONTENT_API_URL = 'http://127.0.0.1:9/api';
    const { GET, POST } = await import('@/app/api/content/[...path]/route');
    for (const [handler, method] of [
      [GET, 'GET'],
      [POST, 'POST'],
    ] as const) {
      const response = await handler(new Request('http://localhost/api/content/blogs', { method }));
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatch(/CONTENT_API_URL/);
    }
    expect(embeddedContentApi).not.toHaveBeenCalled();
  });
});
