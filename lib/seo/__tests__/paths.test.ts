import { gunzipSync } from 'node:zlib';
import { sitemapPath } from '@/lib/routes';
import { parseSitemapName, sitemapKinds } from '@/lib/content-types/kinds';
import { urlsetXml } from '@/lib/seo/sitemap-xml';
import { gzipResponse } from '@/lib/seo/xml';

describe('sitemap part addresses', () => {
  it('every part address parses back to its type and number', () => {
    for (const kind of sitemapKinds()) {
      for (const part of [1, 2, 40]) {
        const name = sitemapPath(kind, part).replace('/sitemaps/', '');
        expect(name).toMatch(/\.xml\.gz$/);
        expect(parseSitemapName(name)).toEqual({ kind, part });
      }
    }
  });

  it.each([
    'blogs-1.xml',
    'blogs-0.xml.gz',
    'blogs-01.xml.gz',
    'nothing-1.xml.gz',
    'blogs-1.xml.gz.gz',
    '../blogs-1.xml.gz',
    'blogs-1234567.xml.gz',
  ])('%s is no part', (name) => expect(parseSitemapName(name)).toBeUndefined());
});

describe('gzipResponse', () => {
  it('sends the document as a gzip file, not as a content coding', async () => {
    const xml = urlsetXml(Array.from({ length: 2000 }, (_, i) => ({ loc: `https://example.in/blog/post-${i}`, lastmod: '2026-11-21' })));
    const response = gzipResponse(xml);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(xml.length / 10);
    expect(gunzipSync(bytes).toString('utf8')).toBe(xml);
  });
});
