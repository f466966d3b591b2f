import { sanitizeRichText } from '../sanitize';

const levels = (html: string) => [...html.matchAll(/<(h\d)>([^<]*)<\/(h\d)>/g)].map((m) => `${m[1]}:${m[2]}${m[1] === m[3] ? '' : ' (mismatched close)'}`);

describe('heading outline of a rich-text field', () => {
  it('lifts the top level to h2 and closes gaps, keeping siblings and nesting', () => {
    expect(levels(sanitizeRichText('<h3>A</h3><p>x</p><h3>B</h3><h5>B1</h5><h5>B2</h5><h3>C</h3>'))).toEqual(['h2:A', 'h2:B', 'h3:B1', 'h3:B2', 'h2:C']);
    expect(levels(sanitizeRichText('<h2>A</h2><h4>A1</h4><h3>A2</h3><h2>B</h2>'))).toEqual(['h2:A', 'h3:A1', 'h3:A2', 'h2:B']);
  });

  it('turns an editor h1 into h2 and its children follow', () => {
    expect(levels(sanitizeRichText('<h1>Title</h1><h2>Sub</h2><h1>Other</h1>'))).toEqual(['h2:Title', 'h3:Sub', 'h2:Other']);
  });

  it('a later higher level starts a new branch at h2', () => {
    expect(levels(sanitizeRichText('<h4>Deep</h4><h2>Top</h2><h3>Child</h3>'))).toEqual(['h2:Deep', 'h2:Top', 'h3:Child']);
  });

  it('never goes past h6 and keeps each field independent', () => {
    expect(levels(sanitizeRichText('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>'))).toEqual(['h2:a', 'h3:b', 'h4:c', 'h5:d', 'h6:e', 'h6:f']);
    expect(levels(sanitizeRichText('<h4>x</h4>'))).toEqual(['h2:x']);
  });
});
