import { excerpt, htmlToText, initials } from '@/lib/text';

describe('htmlToText', () => {
  it('drops tags, decodes entities and collapses spaces', () => {
    expect(htmlToText('<h2>Title</h2>\n<p>A &amp; B &lt;tag&gt; &quot;q&quot; &#39;s&#39; &#x20B9;5</p>')).toBe(
      'Title A & B <tag> "q" \'s\' ₹5',
    );
  });
  it('separates blocks but not inline tags', () => {
    expect(
      htmlToText(
        '<h2>Heading</h2><p>With <strong>strong</strong>, <em>emphasis</em> and <a href="#">a link</a>.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Heading With strong, emphasis and a link. One Two');
  });
  it('leaves unknown entities as they are', () => {
    expect(htmlToText('<p>&bogus; &#99999999;</p>')).toBe('&bogus; &#99999999;');
  });
  it('drops script and style bodies if any survive', () => {
    expect(htmlToText('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('ok');
  });
});

describe('excerpt', () => {
  it('keeps short text whole', () => {
    expect(excerpt('Short text.', 50)).toBe('Short text.');
  });
  it('cuts long text at a word with an ellipsis', () => {
    const out = excerpt('The quick brown fox jumps over the lazy dog again and again', 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out).toBe('The quick brown fox jumps…');
  });
  it('cuts a very long word anyway', () => {
    expect(excerpt('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Fatima Sheikh')).toBe('FS');
    expect(initials('Aditya Singh Rathore')).toBe('AR');
    expect(initials('  priya  ')).toBe('P');
  });

  it('skips titles and single-letter initials', () => {
    expect(initials('Dr. A. K. Mishra')).toBe('M');
    expect(initials('Prof. Ravi Kumar')).toBe('RK');
  });

  it('keeps letters of any script and answers empty when there is none', () => {
    expect(initials('अनिल शर्मा')).toBe('अश');
    expect(initials('')).toBe('');
    expect(initials('<script> 123')).toBe('');
  });
});
