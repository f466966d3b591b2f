import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';

/* The blog search (header popup and blog list): a budget of searches per client a minute (SEARCH_RATE_LIMIT), on the embedded content. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'search-limit-'));
process.env.CONTENT_DATA_DIR = dataDir;
process.env.CONTENT_API_URL = '';
process.env.SEARCH_RATE_LIMIT = '3';

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ask = async (url: string, client: string) => {
  const { GET } = await import('@/app/api/lists/[kind]/route');
  return GET(new NextRequest(url, { headers: { 'x-site-client-address': client } }), { params: Promise.resolve({ kind: 'blogs' }) });
};

describe('blog search rate limit', () => {
  it('answers a client its budget of searches, then 429; another client still gets answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(`http://site.test/api/lists/blogs?q=upsc${i}`, '203.0.113.5')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await ask('http://site.test/api/lists/blogs?q=upsc', '203.0.113.6')).status).toBe(200);
  });
});
