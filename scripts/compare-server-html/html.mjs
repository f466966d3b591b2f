/*
 * What the comparison reads of a server-rendered HTML page, each aspect as lines of text: the
 * visible text, the head's metadata, the element structure and the addresses it links to.
 * A small tokenizer, enough for the HTML React writes (every element closed, attributes quoted);
 * no dependency.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp']);
/** Elements that start a new line of visible text; the others (inline) run on. */
const BLOCK = new Set(
  (
    'address article aside blockquote body br button caption dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 head header hr html label legend li main nav noscript ol option p pre section select summary table tbody ' +
    'td textarea tfoot th thead title tr ul'
  ).split(' '),
);
/** Link relations that load build files, not part of what a page says or how it is built. */
const ASSET_RELS = new Set(['preload', 'modulepreload', 'stylesheet', 'prefetch', 'preconnect', 'dns-prefetch', 'expect']);
const HEAD_LINK_RELS = new Set(['canonical', 'alternate', 'manifest', 'icon', 'apple-touch-icon', 'prev', 'next']);

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[^>]*>|<\/([A-Za-z][A-Za-z0-9:-]*)\s*>|<([A-Za-z][A-Za-z0-9:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?|\s*\/(?!>))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Tokens of `html`: open (name, attrs, selfClosing), close (name), text, raw (a script's or style's content). */
export function tokenize(html) {
  const tokens = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match; (match = TOKEN.exec(html));) {
    if (match.index > last) tokens.push({ type: 'text', text: html.slice(last, match.index) });
    last = TOKEN.lastIndex;
    const [whole, closeName, openName, rawAttributes = '', slash] = match;
    if (closeName) tokens.push({ type: 'close', name: closeName.toLowerCase() });
    else if (openName) {
      const name = openName.toLowerCase();
      const attrs = {};
      ATTRIBUTE.lastIndex = 0;
      for (let a; (a = ATTRIBUTE.exec(rawAttributes));) attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      tokens.push({ type: 'open', name, attrs, selfClosing: slash === '/' || VOID.has(name) });
      if (RAW_TEXT.has(name) && slash !== '/') {
        const end = html.toLowerCase().indexOf(`</${name}`, last);
        const stop = end === -1 ? html.length : end;
        tokens.push({ type: 'raw', name, text: html.slice(last, stop) });
        last = stop;
        TOKEN.lastIndex = stop;
      }
    } else if (whole.startsWith('<!DOCTYPE') || whole.startsWith('<!doctype')) tokens.push({ type: 'doctype', text: whole });
  }
  if (last < html.length) tokens.push({ type: 'text', text: html.slice(last) });
  return tokens;
}

const NAMED = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  rarr: '→',
  larr: '←',
  middot: '·',
  bull: '•',
  times: '×',
  rupee: '₹',
};

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Visible text: no scripts or styles, tags dropped, one line per block element, whitespace collapsed. */
export function visibleText(tokens, normalise) {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text') text += decodeEntities(token.text);
    else if (token.type === 'raw') {
      if (token.name === 'title' || token.name === 'textarea') text += decodeEntities(token.text);
    } else if ((token.type === 'open' || token.type === 'close') && BLOCK.has(token.name)) text += '\n';
  }
  return text
    .split('\n')
    .map((line) => normalise(line.replace(/[\s\u00a0]+/g, ' ').trim()))
    .filter(Boolean);
}

/**
 * A CSS-module class as Turbopack names it in production: a 6-character hash (base64url, so it may
 * hold '_' or '-'; prefixed with '_' when it would start with a digit), '_', the local name.
 * Returns the local name, or the class as it is when it is a global one.
 */
export function moduleClass(name) {
  const match = /^(?:_[0-9][A-Za-z0-9_-]{5}|[A-Za-z_-][A-Za-z0-9_-]{5})_([A-Za-z][A-Za-z0-9_-]*)$/.exec(name);
  return match ? `~${match[1]}` : name;
}

/** React's useId values (`«R…»`, `_R_…_`, `:R…:`), which move when a component is added anywhere above. */
const USE_ID = /«[^»]*»|\b_R_[A-Za-z0-9_]*_?|:R[A-Za-z0-9]+:/g;
export const normaliseIds = (value) => value.replace(USE_ID, '{useId}');

function isAsset(token) {
  if (token.name === 'script') return (token.attrs.type ?? '') !== 'application/ld+json';
  if (token.name === 'link') return (token.attrs.rel ?? '').split(/\s+/).some((rel) => ASSET_RELS.has(rel.toLowerCase()));
  return token.name === 'style';
}

/**
 * The element structure: one line per element, indented by depth, as
 * `tag#id[role=…][aria-label=…].class` with CSS-module classes by their local name (`.~nav`),
 * useId values replaced; scripts (the RSC payload, chunks), styles and asset links left out.
 */
export function structure(tokens, normalise) {
  const lines = [];
  const stack = [];
  for (const token of tokens) {
    if (token.type === 'open') {
      // Skipped elements are never pushed: their closing tag finds nothing to close.
      if (!normalise.raw && isAsset(token)) continue;
      let line = token.name;
      const { id, role, class: cls } = token.attrs;
      if (token.name === 'script')
        line += token.attrs.type === 'application/ld+json' ? '[type=application/ld+json]' : `[src=${token.attrs.src ?? ''}]`;
      if (token.name === 'link') line += `[rel=${token.attrs.rel ?? ''}]${normalise.raw ? `[href=${token.attrs.href ?? ''}]` : ''}`;
      if (id !== undefined) line += `#${normalise.raw ? id : normaliseIds(id)}`;
      if (role !== undefined) line += `[role=${role}]`;
      if (token.attrs['aria-label'] !== undefined) line += `[aria-label=${normalise(token.attrs['aria-label'])}]`;
      if (cls)
        line += cls
          .trim()
          .split(/\s+/)
          .map((c) => `.${normalise.raw ? c : moduleClass(c)}`)
          .join('');
      lines.push('  '.repeat(stack.length) + line);
      if (!token.selfClosing) stack.push(token.name);
    } else if (token.type === 'close') {
      const index = stack.lastIndexOf(token.name);
      if (index !== -1) stack.splice(index);
    }
  }
  return lines;
}

/** The head's metadata: html lang, title, meta tags, canonical/alternate/… links and JSON-LD, in document order. */
export function headMetadata(tokens, normalise) {
  const lines = [];
  let svgDepth = 0;
  let titleSeen = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'close' && token.name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
    if (token.type !== 'open') continue;
    const { name, attrs } = token;
    if (name === 'svg' && !token.selfClosing) svgDepth++;
    if (svgDepth > 0) continue;
    if (name === 'html') lines.push(`html lang=${attrs.lang ?? ''} dir=${attrs.dir ?? ''}`);
    else if (name === 'title' && !titleSeen) {
      titleSeen = true;
      const raw = tokens[i + 1]?.type === 'raw' ? tokens[i + 1].text : '';
      lines.push(`title: ${normalise(decodeEntities(raw).replace(/\s+/g, ' ').trim())}`);
    } else if (name === 'meta') {
      const key = ['name', 'property', 'http-equiv', 'itemprop', 'charset'].find((k) => attrs[k] !== undefined);
      if (!key) continue;
      const value = key === 'charset' ? attrs.charset : `${attrs[key]} = ${attrs.content ?? ''}`;
      lines.push(`meta ${key} ${normalise(value)}`);
    } else if (name === 'link') {
      const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (!rels.some((rel) => HEAD_LINK_RELS.has(rel))) continue;
      const extra = ['hreflang', 'type', 'media', 'sizes', 'title']
        .filter((k) => attrs[k] !== undefined)
        .map((k) => ` ${k}=${attrs[k]}`)
        .join('');
      lines.push(`link rel=${attrs.rel}${extra} href=${normalise(attrs.href ?? '')}`);
    } else if (name === 'script' && attrs.type === 'application/ld+json') {
      const raw = tokens[i + 1]?.type === 'raw' ? tokens[i + 1].text : '';
      lines.push('json-ld:', ...jsonLines(normalise(raw)).map((l) => `  ${l}`));
    }
  }
  return lines;
}

/** JSON pretty-printed with sorted keys (so key order does not count), or the text as it is when it does not parse. */
export function jsonLines(text) {
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)), null, 2).split('\n');
  } catch {
    return [`(not JSON) ${text}`];
  }
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys(value[k])]),
    );
  return value;
}

/** Where the page leads: a[href], form[action], img[src], iframe[src], in document order (build files left out). */
export function links(tokens, normalise) {
  const lines = [];
  for (const token of tokens) {
    if (token.type !== 'open') continue;
    const attribute = { a: 'href', form: 'action', img: 'src', iframe: 'src', area: 'href' }[token.name];
    const value = attribute && token.attrs[attribute];
    if (value === undefined || value === '' || value.startsWith('/_next/static/')) continue;
    lines.push(`${token.name} ${normalise(value)}`);
  }
  return lines;
}

/** Every aspect of an HTML page, each as lines. */
export function htmlAspects(html, normalise) {
  const tokens = tokenize(html);
  return {
    head: headMetadata(tokens, normalise),
    text: visibleText(tokens, normalise),
    structure: structure(tokens, normalise),
    links: links(tokens, normalise),
  };
}

/** og:image and alternate (feed) addresses, and the list pages a page links to (`/…/page/n`), to visit them too. */
export function discoveries(html) {
  const tokens = tokenize(html);
  const linked = [];
  const pages = [];
  for (const token of tokens) {
    if (token.type !== 'open') continue;
    if (token.name === 'meta' && token.attrs.property === 'og:image' && token.attrs.content) linked.push(token.attrs.content);
    if (token.name === 'link' && /\balternate\b/.test(token.attrs.rel ?? '') && token.attrs.href) linked.push(token.attrs.href);
    if (token.name === 'a' && token.attrs.href) {
      const match = /^(\/[^?#]*?)\/page\/(\d+)$/.exec(token.attrs.href);
      if (match) pages.push({ base: match[1], page: Number(match[2]) });
    }
  }
  return { linked, pages };
}
