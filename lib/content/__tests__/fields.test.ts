import { site } from '@/lib/site';
import { z } from '@/lib/zod';
import { flag, hideFlag, html, keywords, level, link, optionalText, picture, text } from '@/lib/content/schemas/fields';
import { navItemSchema, siteDetailsSchema } from '@/lib/content/schemas/site';
import { homeContentSchema } from '@/lib/content/schemas/home';
import { courseDetailSchema, courseSchema } from '@/lib/content/schemas/courses';

describe('flags (docs/content-contract.md#flags)', () => {
  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
    [undefined, false],
    [null, false],
    ['', false],
    ['yes', false],
    [2, false],
  ])('%p is %p', (value, expected) => {
    expect(flag().parse(value)).toBe(expected);
  });

  it.each([
    [0, false],
    ['0', false],
    [' 0 ', false],
    [undefined, false],
    [null, false],
    ['', false],
    [1, true],
    ['1', true],
    [2, true],
    ['x', true],
  ])('hide flag %p hides: %p (only 0, or no flag, shows the block)', (value, hidden) => {
    expect(hideFlag().parse(value)).toBe(hidden);
  });

  it('reads every site-details flag numerically, missing as off', () => {
    const details = siteDetailsSchema.parse({ webnotification: '1', getacall_display: 1, needupsc_display: '0' });
    expect(details).toMatchObject({ webnotification: true, getacall_display: true, needupsc_display: false, tawk_display: false });
  });

  it("writes a picture of the site's own origin as a site path, so it loads on any host and port", () => {
    const schema = siteDetailsSchema.pick({ himage: true });
    expect(schema.parse({ himage: `${site.url}/demo/banners/sale.svg?v=1` }).himage).toBe('/demo/banners/sale.svg?v=1');
    expect(schema.parse({ himage: 'https://cdn.example.com/sale.png' }).himage).toBe('https://cdn.example.com/sale.png');
    expect(schema.parse({ himage: '/demo/relative.png' }).himage).toBeUndefined();
  });

  it("keeps a chat script only for an account of the service's shape", () => {
    const real = 'https://embed.tawk.to/5f0c1a2b3c4d5e6f7a8b9c0d/1abcdef';
    expect(siteDetailsSchema.parse({ tawkurl: real }).tawkurl).toBe(real);
    for (const placeholder of [
      'https://embed.tawk.to/demo/default',
      'https://evil.example/5f0c1a2b3c4d5e6f7a8b9c0d/x',
      'javascript:alert(1)',
    ]) {
      expect(siteDetailsSchema.parse({ tawkurl: placeholder }).tawkurl).toBeUndefined();
    }
  });

  it('reads background indexes as integers', () => {
    expect(level().parse('1')).toBe(1);
    expect(level().parse(3)).toBe(3);
    expect(level().parse('x')).toBe(0);
  });
});

describe('optional fields: missing, null and "" are the same', () => {
  const schema = z.object({ a: optionalText(), b: picture(), c: link() });
  it.each([{}, { a: null, b: null, c: null }, { a: '', b: '', c: '' }])('%p', (value) => {
    expect(schema.parse(value)).toEqual({ a: undefined, b: undefined, c: undefined });
  });

  it('site details fall back cleanly when every optional field is empty', () => {
    const details = siteDetailsSchema.parse({ header1: '', title1: null, logo: '' });
    expect(details.header1).toBeUndefined();
    expect(details.title1).toBeUndefined();
    expect(details.logo).toBeUndefined();
  });
});

describe('text fields are never parsed as HTML', () => {
  it('keeps <, > and & literally', () => {
    expect(text().parse('<b>not bold</b> & < 100')).toBe('<b>not bold</b> & < 100');
  });
  it('accepts numbers (phone numbers arrive as numbers)', () => {
    expect(text().parse(9876543210)).toBe('9876543210');
  });
});

describe('html fields are sanitised with an allow-list', () => {
  const clean = (v: string) => html().parse(v);
  it('removes scripts, event handlers, javascript: links, iframes, forms and styles', () => {
    const out = clean(
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a><iframe src="https://evil.example"></iframe><form action="/x"><input></form>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|iframe|<form|style=|<input/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<a>bad</a>');
  });
  it('keeps the structure editors use', () => {
    const out = clean(
      '<h2>Title</h2><ul><li><strong>One</strong></li></ul><table><tr><td>1</td></tr></table><a href="https://upsc.gov.in" target="_blank">UPSC</a>',
    );
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<li><strong>One</strong></li>');
    expect(out).toContain('<td>1</td>');
    expect(out).toContain('rel="noopener noreferrer"');
  });
  it('demotes h1 so the page keeps a single h1', () => {
    expect(clean('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });
  it('keeps Devanagari and emoji intact', () => {
    expect(clean('<p>सामान्य अध्ययन 📚</p>')).toBe('<p>सामान्य अध्ययन 📚</p>');
  });
});

describe('pictures', () => {
  it('accepts absolute http(s) addresses only', () => {
    expect(picture().parse('https://media.example.in/a.jpg')).toBe('https://media.example.in/a.jpg');
    expect(picture().parse('javascript:alert(1)')).toBeUndefined();
    expect(picture().parse('data:image/png;base64,AAA')).toBeUndefined();
    expect(picture().parse('/relative.png')).toBeUndefined();
  });
});

describe('keywords', () => {
  it('splits the comma-separated string', () => {
    expect(keywords().parse('upsc, gs foundation ,, delhi')).toEqual(['upsc', 'gs foundation', 'delhi']);
    expect(keywords().parse(null)).toEqual([]);
  });
});

describe('nav items', () => {
  const base = { title: 'Courses', thisid: 3, dropdown: [{ title: 'CSAT', linkurl: 'course' }] };
  it("shows the dropdown only when isdropdown is the string 'true'", () => {
    expect(navItemSchema.parse({ ...base, isdropdown: 'true' }).dropdown).toEqual([
      { title: 'CSAT', linkurl: { href: '/course', external: false } },
    ]);
    for (const isdropdown of ['', 'false', true, undefined]) {
      expect(navItemSchema.parse({ ...base, isdropdown }).dropdown).toEqual([]);
    }
  });
});

describe('home content', () => {
  it('turns hideN/bgcolorN/contentN into four blocks', () => {
    const home = homeContentSchema.parse({
      showcourseindex: '1',
      showaboutindex: 0,
      hide1: 0,
      hide2: '1',
      bgcolor1: '1',
      content1: '<p>One</p><script>x</script>',
      content2: '<p>Two</p>',
    });
    expect(home.showCourses).toBe(true);
    expect(home.showAbout).toBe(false);
    expect(home.blocks[0]).toEqual({ n: 1, hidden: false, bgcolor: 1, html: '<p>One</p>' });
    expect(home.blocks[1]?.hidden).toBe(true);
    expect(home.blocks[3]).toEqual({ n: 4, hidden: false, bgcolor: 0, html: undefined });
  });
});

describe('courses', () => {
  const course = { ID: 1, courseurl: 'csat', coursename: 'CSAT', totalBatch: '3', branchids: [1, '2'], branchNames: ['A', 'B'] };
  it('normalises counts, types and lists', () => {
    const parsed = courseSchema.parse(course);
    expect(parsed).toMatchObject({ totalBatch: 3, coursetype: 'course', branchids: [1, 2], branchNames: ['A', 'B'], keywords: [] });
  });
  it('rebuilds the flattened batches from packages when they are missing', () => {
    const detail = courseDetailSchema.parse({
      course,
      packages: [{ ID: 5, packagename: 'Classroom', fee: 1000, batches: [{ ID: 9, branchid: 3, batchname: 'July' }] }],
      faculty: [],
      branchdata: [],
    });
    expect(detail.batches.map((b) => b.ID)).toEqual([9]);
  });
});
