/*
 * Plain text out of the API's (already sanitised) HTML, for excerpts, descriptions and
 * word counts. The result is shown as React text, so decoding entities here is safe.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** '<p>A &amp; B</p><p>C</p>' → 'A & B C' */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Block boundaries separate words; inline tags (<strong>, <a>…) do not.
      .replace(
        /<\/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|br|hr|tr|td|th|table|thead|tbody|caption|blockquote|figure|figcaption|pre|section|article|img)\b[^>]*>/gi,
        ' ',
      )
      .replace(/<[^>]*>/g, '')
      .replace(/&(#?\w+);/g, (whole, name: string) => {
        if (name in ENTITIES) return ENTITIES[name] ?? whole;
        const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * 'Fatima Sheikh' → 'FS': the first letters of a person's first and last words, for the circle
 * shown where their picture is missing. Titles such as 'Dr.' and initials such as 'K.' are
 * skipped; an empty answer means there is no letter to show.
 */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !/^(?:dr|mr|mrs|ms|prof|shri|smt)\.?$/i.test(word) && !/^\p{L}\.$/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => word?.match(/^\p{L}/u)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase('en-IN');
}
