import { gzipSync } from 'node:zlib';

/*
 * The one XML writer of the site (sitemaps, news sitemap, RSS). Documents are built as a
 * small tree and serialised here, so every text and attribute value is escaped in one
 * place: titles carry `&`, `<`, quotes, emoji and Devanagari.
 */

export type XmlChild = XmlElement | string | number | null | undefined | false;

export type XmlElement = {
  name: string;
  attrs: Record<string, string | undefined>;
  children: XmlChild[];
};

/** Characters XML 1.0 allows; anything else (control characters, lone surrogates) is dropped. */
const NOT_XML_CHAR = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;

/** Anything escapeXml changes; most values (URLs, dates) hold none, and a sitemap has 40,000 of them. */
const NEEDS_ESCAPE = /[&<>"']|[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const VALID_NAMES = new Set<string>();

/** Text safe for element content and for attribute values in double or single quotes. */
export function escapeXml(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function checkName(name: string, what: string): void {
  if (VALID_NAMES.has(name)) return;
  if (!NAME.test(name)) throw new Error(`Invalid XML ${what}: ${name}`);
  VALID_NAMES.add(name);
}

/** `el('loc', {}, 'https://…')`; `undefined`, `null` and `false` children are left out. */
export function el(name: string, attrs: Record<string, string | undefined> = {}, ...children: XmlChild[]): XmlElement {
  checkName(name, 'name');
  for (const key in attrs) checkName(key, 'attribute name');
  return { name, attrs, children };
}

function present(child: XmlChild): child is XmlElement | string | number {
  return child !== null && child !== undefined && child !== false;
}

/** Appends the node's markup to `out`: one array for the whole document, not a string per level. */
function write(node: XmlElement, depth: number, out: string[]): void {
  out.push('<', node.name);
  for (const key in node.attrs) {
    const value = node.attrs[key];
    if (value !== undefined) out.push(' ', key, '="', escapeXml(value), '"');
  }
  const children = node.children.filter(present);
  if (children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  if (children.every((c) => typeof c === 'object')) {
    const indent = '\n' + '  '.repeat(depth + 1);
    for (const child of children) {
      out.push(indent);
      write(child as XmlElement, depth + 1, out);
    }
    out.push('\n', '  '.repeat(depth));
  } else {
    for (const child of children) {
      if (typeof child === 'object') write(child, depth + 1, out);
      else out.push(escapeXml(String(child)));
    }
  }
  out.push('</', node.name, '>');
}

/** A whole document: the XML declaration and the root element. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  write(root, 0, out);
  out.push('\n');
  return out.join('');
}

/** The answer of an XML route (its caching is the route's ISR: `export const revalidate`). */
export function xmlResponse(body: string, contentType = 'application/xml'): Response {
  return new Response(body, { headers: { 'content-type': `${contentType}; charset=utf-8` } });
}

/**
 * A large XML document as a gzip file (`*.xml.gz`, which the sitemaps protocol allows): a
 * 40,000-URL sitemap is 6.5 MB, 1/40 of that compressed. Next 16.4's ISR write
 * JSON-stringifies a route's body byte by byte (the size check of `IncrementalCache.set`):
 * a second per such sitemap uncompressed. A file, not `Content-Encoding`: ISR replays the
 * body without that header.
 */
export function gzipResponse(body: string): Response {
  return new Response(new Uint8Array(gzipSync(body)), { headers: { 'content-type': 'application/gzip' } });
}
