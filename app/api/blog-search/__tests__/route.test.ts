import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/* The search routes: a budget of searches per client a minute (SEARCH_RATE_LIMIT), on the embedded content. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'search-limit-'));
process.env.CONTENT_DATA_DIR = dataDir;
process.env.CONTENT_API_URL = '';
process.env.SEARCH_RATE_LIMIT = '3';

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ask = async (url: string, client: string) => {
  const { GET } = await import('../route');
  return GET(new Request(url, { headers: { 'x-site-client-address': client } }));
};

describe('blog search rate limit', () => {
  it('answers a client its budget of searches, then 429; another client still gets answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(`http://site.test/api/blog-search?q=upsc${i}`, '203.0.113.5')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await ask('http://site.test/api/blog-search?q=upsc', '203.0.113.6')).status).toBe(200);
  });
});
