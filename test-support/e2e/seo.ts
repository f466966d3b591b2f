import { gunzipSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { jsonLdProblems } from '@/test-support/json-ld-rules';

/*
 * Helpers of the crawler specs: XML parsed by the browser's own strict parser (DOMParser
 * reports malformed XML as a <parsererror> document), JSON-LD read from the server HTML.
 */

export type XmlRecord = Record<string, string>;
export type ParsedXml = { root: string; namespace: string | null; records: XmlRecord[]; attributes: Record<string, string>[] };

/**
 * Parses `xml` in the page and returns, for each element named `recordTag`, its leaf
 * descendants as `{ nodeName: text }` (`loc`, `lastmod`, `news:title`, …) and its
 * descendants' attributes by `nodeName@attr`. Fails the test on malformed XML.
 */
export async function parseXml(page: Page, xml: string, recordTag: string): Promise<ParsedXml> {
  if (page.url() === '' || !page.url().startsWith('about:')) await page.goto('about:blank');
  const parsed = await page.evaluate(
    ({ xml, recordTag }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) return { error: error.textContent ?? 'parsererror' };
      const records: Record<string, string>[] = [];
      const attributes: Record<string, string>[] = [];
      for (const el of Array.from(doc.getElementsByTagName(recordTag))) {
        const record: Record<string, string> = {};
        const attrs: Record<string, string> = {};
        for (const d of Array.from(el.getElementsByTagName('*'))) {
          if (d.children.length === 0) record[d.nodeName] = d.textContent ?? '';
          for (const a of Array.from(d.attributes)) attrs[`${d.nodeName}@${a.name}`] = a.value;
        }
        records.push(record);
        attributes.push(attrs);
      }
      return { root: doc.documentElement.nodeName, namespace: doc.documentElement.namespaceURI, records, attributes };
    },
    { xml, recordTag },
  );
  if ('error' in parsed) throw new Error(`malformed XML: ${parsed.error}`);
  return parsed as ParsedXml;
}

/** GETs an XML document of the site: 200, an XML content type, and its text. */
export async function fetchXml(
  request: APIRequestContext,
  path: string,
  type: RegExp = /^application\/(rss\+)?xml; charset=utf-8$/,
): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(type);
  return response.text();
}

/** A sitemap part: a gzip file (`*.xml.gz`) holding the XML. */
export async function fetchGzippedXml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('application/gzip');
  expect(response.headers()['content-encoding'], path).toBeUndefined();
  return gunzipSync(await response.body()).toString('utf8');
}

export type JsonLdNode = Record<string, unknown> & { '@type': string };

/** Every JSON-LD node of the page (arrays flattened), each checked against the rules of its type. */
export async function jsonLdOf(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = scripts.flatMap((s) => {
    const value = JSON.parse(s) as unknown;
    return (Array.isArray(value) ? value : [value]) as JsonLdNode[];
  });
  for (const node of nodes) expect(jsonLdProblems(node), `${node['@type']} on ${page.url()}`).toEqual([]);
  return nodes;
}

/** What a crawler reads in the head: title, description, canonical, robots, feeds, Open Graph image. */
export async function headOf(page: Page) {
  const attr = async (selector: string, name: string) => {
    const el = page.locator(selector);
    return (await el.count()) > 0 ? el.first().getAttribute(name) : null;
  };
  return {
    title: await page.title(),
    description: await attr('meta[name="description"]', 'content'),
    canonical: await attr('link[rel="canonical"]', 'href'),
    canonicalCount: await page.locator('link[rel="canonical"]').count(),
    robots: await attr('meta[name="robots"]', 'content'),
    ogImage: await attr('meta[property="og:image"]', 'content'),
    siteName: await attr('meta[property="og:site_name"]', 'content'),
    feeds: await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    lang: await page.locator('html').getAttribute('lang'),
  };
}

/** Heading levels in document order inside `main`: one h1, first, and no level skipped going down. */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
  expect(
    levels.filter((l) => l === 1),
    'one h1',
  ).toHaveLength(1);
  expect(levels[0], 'the h1 comes first').toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} (h${level}) after h${levels[i - 1]}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
  });
}

/** The node of a type (failing the test when the page has none), read as the fields a test looks at. */
export function nodeOf<T>(nodes: JsonLdNode[], type: string): T {
  const node = nodes.find((n) => n['@type'] === type);
  expect(node, `a ${type} node`).toBeDefined();
  return node as unknown as T;
}
