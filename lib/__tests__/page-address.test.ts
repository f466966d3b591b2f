import { pageAddress } from '../page-address';

/* The CMS webhook's addresses: every form a CMS sends resolves to the site's own; others are refused with the reason. */
const SITE = 'https://www.example-ias.in';

describe('pageAddress', () => {
  it.each([
    ['/article/gst-reform/', '/article/gst-reform'],
    ['/article/gst-reform', '/article/gst-reform'],
    ['https://www.example-ias.in/article/gst-reform/', '/article/gst-reform'],
    ['https://www.example-ias.in/upsc-daily-current-affairs/a-b/?utm_source=x#top', '/upsc-daily-current-affairs/a-b'],
    ['/blog/caf%C3%A9', '/blog/caf%C3%A9'],
    ['/blog/café', '/blog/caf%C3%A9'],
    ['/blog/caf%c3%a9', '/blog/caf%C3%A9'],
    ['/course-details/gs-foundation', '/course-details/gs-foundation'],
    ['/test-series/prelims', '/test-series/prelims'],
    ['/blogs', '/blogs'],
    ['/blogs/', '/blogs'],
    ['/blogs/page/3', '/blogs/page/3'],
    ['/', '/'],
    ['https://www.example-ias.in', '/'],
    ['/course/csat/pune', '/course/csat/pune'],
    ['/testseries/pune', '/testseries/pune'],
    ['/pune', '/pune'],
    ['/sitemaps/blogs-2.xml.gz', '/sitemaps/blogs-2.xml.gz'],
    ['/feeds/blogs.xml', '/feeds/blogs.xml'],
    ['/share/articles/gst-reform', '/share/articles/gst-reform'],
  ])('%s → %s', (sent, path) => {
    expect(pageAddress(sent, SITE)).toEqual({ ok: true, path });
  });

  it.each([
    ['https://evil.example/article/x/', 'not an address of this site (www.example-ias.in)'],
    ['https://example-ias.in/article/x/', 'not an address of this site'],
    ['javascript:alert(1)', 'not an address of this site'],
    ['article/x', 'neither a path'],
    ['/no-such-page', 'not a page of this site'],
    ['/blog', 'not a page of this site'],
    ['/blog/x/y', 'not a page of this site'],
    ['/blogs/page/0', 'not a page of this site'],
    ['/course/no-such-category', 'not a page of this site'],
    ['/sitemaps/nothing.xml', 'not a page of this site'],
    ['/blog/%ZZ', 'broken percent-escape'],
  ])('%s is refused: %s', (sent, reason) => {
    const answer = pageAddress(sent, SITE);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.reason).toContain(reason);
  });
});
