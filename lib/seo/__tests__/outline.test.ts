import { sanitizeRichText } from '@/lib/content/sanitize';
import { outlineUnder } from '@/lib/seo/outline';

const levels = (html: string) =>
  [...html.matchAll(/<(h\d)>([^<]*)<\/(h\d)>/g)].map((m) => `${m[1]}:${m[2]}${m[1] === m[3] ? '' : ' (mismatched close)'}`);
const under1 = (html: string) => levels(outlineUnder(sanitizeRichText(html), 1));

describe('outlineUnder', () => {
  it('lifts the top level to h2 under the h1 and closes gaps, keeping siblings and nesting', () => {
    expect(under1('<h3>A</h3><p>x</p><h3>B</h3><h5>B1</h5><h5>B2</h5><h3>C</h3>')).toEqual(['h2:A', 'h2:B', 'h3:B1', 'h3:B2', 'h2:C']);
    expect(under1('<h2>A</h2><h4>A1</h4><h3>A2</h3><h2>B</h2>')).toEqual(['h2:A', 'h3:A1', 'h3:A2', 'h2:B']);
  });

  it('leaves a body that already fits unchanged', () => {
    const html = sanitizeRichText('<h2>A</h2><p>x</p><h3>A1</h3><h2>B</h2>');
    expect(outlineUnder(html, 1)).toBe(html);
  });

  it('an editor h1 (h2 after sanitising) and a later higher level start new branches', () => {
    expect(under1('<h1>Title</h1><h3>Sub</h3><h1>Other</h1>')).toEqual(['h2:Title', 'h3:Sub', 'h2:Other']);
    expect(under1('<h4>Deep</h4><h2>Top</h2><h3>Child</h3>')).toEqual(['h2:Deep', 'h2:Top', 'h3:Child']);
  });

  it('fits under any parent level and never goes past h6', () => {
    expect(levels(outlineUnder('<h2>a</h2><h3>b</h3>', 2))).toEqual(['h3:a', 'h4:b']);
    expect(levels(outlineUnder('<h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6>', 2))).toEqual(['h3:a', 'h4:b', 'h5:c', 'h6:d', 'h6:e']);
  });

  it('touches nothing but heading tags', () => {
    const html = '<p>h3 &lt;h3&gt; text</p><h4>x <strong>y</strong></h4>';
    expect(outlineUnder(html, 1)).toBe('<p>h3 &lt;h3&gt; text</p><h2>x <strong>y</strong></h2>');
  });
});
