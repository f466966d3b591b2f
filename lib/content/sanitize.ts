import sanitizeHtml from 'sanitize-html';

/*
 * Allow-list for the API's rich-text fields (editor HTML, never cleaned by the API).
 * sanitize-html works on strings without a DOM, so nothing leaks in a long-running server.
 * Headings start at h2 because every page owns its single h1 (see `headingOutline`).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span',
    'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'form', 'select', 'option', 'button', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADINGS: readonly Heading[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Heading levels of one HTML field, renumbered so that its outline fits under the page's
 * h1 without gaps (crawlers and screen readers read headings as the page's outline): the
 * field's top level becomes h2 and each deeper level one more than its parent, whatever
 * the editor picked (`<h3>` right after the title becomes `<h2>`, `<h2><h4>` becomes
 * `<h2><h3>`). Siblings stay siblings. Stateful: one instance per field.
 */
function headingOutline(): Record<Heading, sanitizeHtml.Transformer> {
  const open: { from: number; to: number }[] = [];
  const transform = (level: number): sanitizeHtml.Transformer => (_tagName, attribs) => {
    while (open.length > 0 && (open.at(-1)?.from ?? 0) > level) open.pop();
    const top = open.at(-1);
    let to: number;
    if (top && top.from === level) to = top.to;
    else {
      to = Math.min((top?.to ?? 1) + 1, 6);
      open.push({ from: level, to });
    }
    return { tagName: `h${to}`, attribs };
  };
  return Object.fromEntries(HEADINGS.map((h, i) => [h, transform(i + 1)])) as Record<Heading, sanitizeHtml.Transformer>;
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    ...options,
    transformTags: { ...options.transformTags, ...headingOutline() },
  }).trim();
}
