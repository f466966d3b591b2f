/*
 * Heading levels of a sanitised rich-text body, renumbered to fit under the heading it is
 * shown beneath. Crawlers and screen readers read headings as the page's outline, so a
 * body under the page's h1 must start at h2 and never skip a level, whatever the editor
 * picked (`<h3>` right after the title becomes `<h2>`, `<h2><h4>` becomes `<h2><h3>`).
 * Siblings stay siblings. Works on the sanitiser's output, whose heading tags carry no
 * attributes (lib/content/sanitize.ts).
 */
const HEADING_TAG = /<(\/?)h([1-6])>/g;

export function outlineUnder(html: string, parentLevel: number): string {
  const open: { from: number; to: number }[] = [];
  let closeAs = 0;
  return html.replace(HEADING_TAG, (_tag, slash: string, digit: string) => {
    if (slash) return `</h${closeAs}>`;
    const level = Number(digit);
    while (open.length > 0 && (open.at(-1)?.from ?? 0) > level) open.pop();
    const top = open.at(-1);
    if (top && top.from === level) closeAs = top.to;
    else {
      closeAs = Math.min((top?.to ?? parentLevel) + 1, 6);
      open.push({ from: level, to: closeAs });
    }
    return `<h${closeAs}>`;
  });
}
