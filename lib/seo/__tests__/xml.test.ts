/**
 * @jest-environment jsdom
 */
import { rssXml } from '@/lib/seo/rss';
import { latest, newsSitemapXml, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap-xml';
import { el, escapeXml, xmlDocument } from '@/lib/seo/xml';

/** jsdom's XML parser is strict: malformed input gives a <parsererror> document. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

const HOSTILE = `Polity & Governance: <script>alert("x")</script> 'quoted' — संविधान 🇮🇳`;

it('the test parser itself rejects malformed XML', () => {
  expect(() => parse('<a>x & y</a>')).toThrow(/not well-formed/);
  expect(() => parse('<a><b></a>')).toThrow(/not well-formed/);
});

describe('escapeXml', () => {
  it('escapes the five special characters', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
  });

  it('keeps Devanagari and emoji, drops characters XML forbids', () => {
    expect(escapeXml('संविधान 🇮🇳')).toBe('संविधान 🇮🇳');
    expect(escapeXml('a\u0000b\u0008c\u001fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\tnew\nline\r')).toBe('tab\tnew\nline\r');
  });

  it('does not double-escape entities already in the text', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});

describe('xmlDocument', () => {
  it('round-trips hostile text and attributes through a strict parser', () => {
    const xml = xmlDocument(el('root', { title: HOSTILE }, el('a', {}, HOSTILE), el('b', {}, 'x', el('c', {}, 'y'))));
    const doc = parse(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(doc.documentElement.getAttribute('title')).toBe(HOSTILE);
    expect(doc.getElementsByTagName('a')[0]?.textContent).toBe(HOSTILE);
    expect(doc.getElementsByTagName('b')[0]?.textContent).toBe('xy');
  });

  it('leaves out empty children and undefined attributes', () => {
    expect(xmlDocument(el('r', { a: undefined, b: '1' }, undefined, null, false, el('e')))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<r b="1">\n  <e/>\n</r>\n',
    );
  });

  it('refuses invalid element and attribute names', () => {
    expect(() => el('bad name')).toThrow(/Invalid XML name/);
    expect(() => el('ok', { '"x': 'y' })).toThrow(/attribute/);
  });
});

describe('sitemaps', () => {
  it('writes a urlset with locations and real last-modified dates only', () => {
    const doc = parse(
      urlsetXml([{ loc: 'https://example.in/blog/a?x=1&y=2', lastmod: '2026-11-20' }, { loc: 'https://example.in/course-details/b' }]),
    );
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      'https://example.in/blog/a?x=1&y=2',
      'https://example.in/course-details/b',
    ]);
    expect(urls[0]?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-20');
    expect(urls[1]?.getElementsByTagName('lastmod')).toHaveLength(0);
  });

  it('refuses more URLs than the protocol allows', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://example.in/${i}` }));
    expect(() => urlsetXml(many)).toThrow(/limit of 50000/);
  });

  it('writes a sitemap index', () => {
    const doc = parse(sitemapIndexXml([{ loc: 'https://example.in/sitemaps/blogs-1.xml', lastmod: '2026-11-21' }]));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.getElementsByTagName('loc')[0]?.textContent).toBe('https://example.in/sitemaps/blogs-1.xml');
  });

  it('writes a Google News sitemap with escaped titles', () => {
    const doc = parse(
      newsSitemapXml(
        [
          {
            loc: 'https://example.in/upsc-daily-current-affairs/a/',
            title: HOSTILE,
            publicationDate: '2026-11-21T00:00:00+05:30',
            keywords: ['gs2', 'polity'],
          },
        ],
        { name: 'Sankalp & Co', language: 'en' },
      ),
    );
    const NEWS = 'http://www.google.com/schemas/sitemap-news/0.9';
    expect(doc.getElementsByTagNameNS(NEWS, 'title')[0]?.textContent).toBe(HOSTILE);
    expect(doc.getElementsByTagNameNS(NEWS, 'name')[0]?.textContent).toBe('Sankalp & Co');
    expect(doc.getElementsByTagNameNS(NEWS, 'publication_date')[0]?.textContent).toBe('2026-11-21T00:00:00+05:30');
    expect(doc.getElementsByTagNameNS(NEWS, 'keywords')[0]?.textContent).toBe('gs2, polity');
    expect(() =>
      newsSitemapXml(
        Array.from({ length: 1001 }, () => ({ loc: 'x', title: 't', publicationDate: 'd' })),
        { name: 'n', language: 'en' },
      ),
    ).toThrow();
  });

  it('latest() picks the newest date', () => {
    expect(latest(['2026-01-02', undefined, '2026-11-01', '2025-12-31'])).toBe('2026-11-01');
    expect(latest([])).toBeUndefined();
  });
});

describe('rssXml', () => {
  it('writes a well-formed RSS 2.0 channel with RFC 822 dates', () => {
    const doc = parse(
      rssXml(
        {
          title: 'Daily & more',
          link: 'https://example.in/x',
          description: HOSTILE,
          selfUrl: 'https://example.in/feeds/x.xml',
          language: 'en-IN',
        },
        [
          { title: HOSTILE, link: 'https://example.in/a/', description: 'd < e', date: '2026-11-20', categories: ['gs2'] },
          { title: 'B', link: 'https://example.in/b/', date: '2026-11-21' },
        ],
      ),
    );
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toBe(HOSTILE);
    expect(items[0]?.getElementsByTagName('pubDate')[0]?.textContent).toBe('Fri, 20 Nov 2026 00:00:00 +0530');
    expect(items[0]?.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    expect(doc.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe('Sat, 21 Nov 2026 00:00:00 +0530');
    expect(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('rel')).toBe('self');
  });
});
