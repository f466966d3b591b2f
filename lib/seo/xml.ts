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

/** Text safe for element content and for attribute values in double or single quotes. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `el('loc', {}, 'https://…')`; `undefined`, `null` and `false` children are left out. */
export function el(name: string, attrs: Record<string, string | undefined> = {}, ...children: XmlChild[]): XmlElement {
  if (!NAME.test(name)) throw new Error(`Invalid XML name: ${name}`);
  for (const key of Object.keys(attrs)) if (!NAME.test(key)) throw new Error(`Invalid XML attribute name: ${key}`);
  return { name, attrs, children };
}

function present(child: XmlChild): child is XmlElement | string | number {
  return child !== null && child !== undefined && child !== false;
}

function serialise(node: XmlElement, depth: number): string {
  const attrs = Object.entries(node.attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const children = node.children.filter(present);
  if (children.length === 0) return `<${node.name}${attrs}/>`;
  const onlyElements = children.every((c) => typeof c === 'object');
  if (!onlyElements) {
    const inner = children.map((c) => (typeof c === 'object' ? serialise(c, depth + 1) : escapeXml(String(c)))).join('');
    return `<${node.name}${attrs}>${inner}</${node.name}>`;
  }
  const indent = '\n' + '  '.repeat(depth + 1);
  const inner = children.map((c) => indent + serialise(c as XmlElement, depth + 1)).join('');
  return `<${node.name}${attrs}>${inner}\n${'  '.repeat(depth)}</${node.name}>`;
}

/** A whole document: the XML declaration and the root element. */
export function xmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialise(root, 0)}\n`;
}

/** The answer of an XML route (its caching is the route's ISR: `export const revalidate`). */
export function xmlResponse(body: string, contentType = 'application/xml'): Response {
  return new Response(body, { headers: { 'content-type': `${contentType}; charset=utf-8` } });
}
