import { pageTypeOf } from '../page-type';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/article/a-topic/', 'articles'],
    ['/upsc-daily-current-affairs/rbi-policy/', 'daily current affairs'],
    ['/blog/x', 'blogs'],
    ['/explore/x', 'explorations'],
    ['/test-series/x', 'test series'],
    ['/course-details/gs-foundation', 'courses'],
    ['/Course-details/gs-foundation', 'courses'],
    ['/about/our-story', 'info page'],
    ['/upsc-daily-current-affair', 'list or section'],
    ['/blogs/page/3', 'list or section'],
    ['/contact-us', 'form page'],
    ['/old-rajinder-nagar', 'other'],
  ])('%s is %s', (pathname, kind) => {
    expect(pageTypeOf(pathname)).toBe(kind);
  });
});
