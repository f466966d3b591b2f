import { el, xmlDocument } from './xml';

/*
 * The documents of the sitemaps protocol (sitemaps.org) and of Google News sitemaps.
 * Pure: the routes under app/ gather the URLs, these write them.
 */

/** The protocol's limit of URLs per sitemap file; the site stays below it. */
export const SITEMAP_PROTOCOL_LIMIT = 50_000;
/** Google News: at most 1,000 articles, published in the last two days. */
export const NEWS_SITEMAP_LIMIT = 1_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** One URL: absolute `loc`; `lastmod` a W3C date ('YYYY-MM-DD') when one is known. */
export type SitemapUrl = { loc: string; lastmod?: string };

export type NewsUrl = {
  loc: string;
  title: string;
  /** W3C date or date-time of first publication. */
  publicationDate: string;
  keywords?: readonly string[];
};

export type NewsPublication = { name: string; language: string };

function checkSize(count: number, limit: number, what: string): void {
  if (count > limit) throw new Error(`${what} holds ${count} entries, over the limit of ${limit}`);
}

/** `<urlset>` of one sitemap file. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  checkSize(urls.length, SITEMAP_PROTOCOL_LIMIT, 'sitemap');
  return xmlDocument(
    el('urlset', { xmlns: SITEMAP_NS }, ...urls.map((u) => el('url', {}, el('loc', {}, u.loc), u.lastmod && el('lastmod', {}, u.lastmod)))),
  );
}

/** `<sitemapindex>` listing the sitemap files. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  checkSize(sitemaps.length, SITEMAP_PROTOCOL_LIMIT, 'sitemap index');
  return xmlDocument(
    el(
      'sitemapindex',
      { xmlns: SITEMAP_NS },
      ...sitemaps.map((s) => el('sitemap', {}, el('loc', {}, s.loc), s.lastmod && el('lastmod', {}, s.lastmod))),
    ),
  );
}

/** A Google News sitemap: `<url>` entries with `<news:news>`. */
export function newsSitemapXml(urls: readonly NewsUrl[], publication: NewsPublication): string {
  checkSize(urls.length, NEWS_SITEMAP_LIMIT, 'news sitemap');
  return xmlDocument(
    el(
      'urlset',
      { xmlns: SITEMAP_NS, 'xmlns:news': NEWS_NS },
      ...urls.map((u) =>
        el(
          'url',
          {},
          el('loc', {}, u.loc),
          el(
            'news:news',
            {},
            el('news:publication', {}, el('news:name', {}, publication.name), el('news:language', {}, publication.language)),
            el('news:publication_date', {}, u.publicationDate),
            el('news:title', {}, u.title),
            u.keywords && u.keywords.length > 0 && el('news:keywords', {}, u.keywords.join(', ')),
          ),
        ),
      ),
    ),
  );
}

/** The latest of some W3C dates ('YYYY-MM-DD' compare as strings), or undefined. */
export function latest(dates: readonly (string | undefined)[]): string | undefined {
  let max: string | undefined;
  for (const d of dates) if (d && (!max || d > max)) max = d;
  return max;
}
