import { pageTypeOf } from '../page-type';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/article/a-topic/', 'article'],
    ['/upsc-daily-current-affairs/rbi-policy/', 'daily current affairs'],
    ['/blog/x', 'blog'],
    ['/course-details/gs-foundation', 'course'],
    ['/Course-details/gs-foundation', 'course'],
    ['/upsc-daily-current-affair', 'list or section'],
    ['/blogs/page/3', 'list or section'],
    ['/contact-us', 'form page'],
    ['/old-rajinder-nagar', 'other'],
  ])('%s is %s', (pathname, kind) => {
    expect(pageTypeOf(pathname)).toBe(kind);
  });
});
