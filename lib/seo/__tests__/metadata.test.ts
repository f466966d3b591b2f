import { pageMetadata, SITE_CARD } from '../metadata';

describe('pageMetadata', () => {
  it('sets title, description, keywords, canonical, feeds and the cards', () => {
    const meta = pageMetadata({ title: 'T', description: 'D', path: '/blog/x', keywords: ['a', 'b'], type: 'article' });
    expect(meta.title).toBe('T');
    expect(meta.description).toBe('D');
    expect(meta.keywords).toEqual(['a', 'b']);
    expect(meta.alternates?.canonical).toBe('/blog/x');
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': [
        { url: '/feeds/upsc-daily-current-affairs.xml', title: expect.stringContaining('Daily Current Affairs') },
        { url: '/feeds/blogs.xml', title: expect.stringContaining('Blogs') },
      ],
    });
    expect(meta.openGraph).toMatchObject({ title: 'T', description: 'D', url: '/blog/x', type: 'article' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'T' });
  });

  it("shows the CMS's metatitle exactly (no site name), the site's own title through the layout's template", () => {
    const cms = pageMetadata({ title: 'Blog post', metatitle: 'Toppers’ booklist 2026', path: '/blog/x' });
    expect(cms.title).toEqual({ absolute: 'Toppers’ booklist 2026' });
    expect(cms.openGraph).toMatchObject({ title: 'Toppers’ booklist 2026' });
    expect(pageMetadata({ title: 'Blog post', metatitle: undefined, path: '/blog/x' }).title).toBe('Blog post');
  });

  it('falls back to the site description and leaves out what it does not have', () => {
    const meta = pageMetadata({ title: 'T', path: '/' });
    expect(meta.description).toMatch(/UPSC civil services coaching/);
    expect(meta).not.toHaveProperty('keywords');
    // Without a picture, the site's card; the Twitter card takes the Open Graph picture.
    const card = { url: SITE_CARD, width: 1200, height: 630, type: 'image/png', alt: expect.any(String) as unknown };
    expect(meta.openGraph).toHaveProperty('images', [card]);
    expect(meta.twitter).not.toHaveProperty('images');
    expect(pageMetadata({ title: 'T', path: '/', image: 'https://m.example.in/p.png' }).openGraph).toHaveProperty('images', [
      { url: 'https://m.example.in/p.png' },
    ]);
    // Social sites draw no SVG: a branch's SVG picture gives way to the card.
    const svg = pageMetadata({ title: 'T', path: '/pune', image: '/demo/branches/pune.svg' });
    expect(svg.openGraph).toHaveProperty('images', [card]);
    expect(svg.twitter).not.toHaveProperty('images');
    // An item's generated share picture comes first, named with its size, type and alt.
    const generated = pageMetadata({
      title: 'T',
      path: '/blog/x',
      image: 'https://m.example.in/p.png',
      shareImage: { url: '/share/blogs/x', alt: 'Blog post' },
    });
    expect(generated.openGraph).toHaveProperty('images', [
      { url: '/share/blogs/x', width: 1200, height: 630, type: 'image/png', alt: 'Blog post' },
    ]);
    expect(generated.twitter).not.toHaveProperty('images');
  });
});
