import { articleHref, blogHref, dailyArticleHref, explorationHref, pageHref } from '@/lib/routes';
import { dateRangeProblem, MAX_PAGE, pageCount, parsePageParam, searchTermProblem } from '@/lib/listing/params';

describe('parsePageParam', () => {
  it('accepts plain positive integers', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('42')).toBe(42);
    expect(parsePageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
  });
  it.each([undefined, '', '0', '01', '-1', 'abc', '2.5', '1e3', ' 2', '2 ', '9999999', String(MAX_PAGE + 1)])('refuses %p', (raw) => {
    expect(parsePageParam(raw)).toBeNull();
  });
});

describe('dateRangeProblem', () => {
  const today = '2026-11-21';
  it('accepts the default range and any range inside it', () => {
    expect(dateRangeProblem('2019-07-01', today, today)).toBeNull();
    expect(dateRangeProblem('2025-01-01', '2025-01-01', today)).toBeNull();
  });
  it('refuses dates that do not exist', () => {
    expect(dateRangeProblem('2025-02-30', '2025-03-01', today)).toMatch(/start date/);
    expect(dateRangeProblem('2025-02-01', '2025-13-01', today)).toMatch(/end date/);
    expect(dateRangeProblem('x'.repeat(10_000), today, today)).toMatch(/start date/);
  });
  it('refuses a range outside the filter or turned round', () => {
    expect(dateRangeProblem('2019-06-30', today, today)).toMatch(/before 2019-07-01/);
    expect(dateRangeProblem('2020-01-01', '2026-11-22', today)).toMatch(/after today/);
    expect(dateRangeProblem('2025-05-02', '2025-05-01', today)).toMatch(/not be after the end/);
  });
});

describe('searchTermProblem', () => {
  it('wants 2 to 100 characters after trimming', () => {
    expect(searchTermProblem('  a ')).toMatch(/at least 2/);
    expect(searchTermProblem('monsoon')).toBeNull();
    expect(searchTermProblem('भारत')).toBeNull();
    expect(searchTermProblem('x'.repeat(10_000))).toMatch(/at most 100/);
  });
});

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('paths', () => {
  it('keeps the trailing slash of the two slash routes and encodes slugs', () => {
    expect(dailyArticleHref('a-b')).toBe('/upsc-daily-current-affairs/a-b/');
    expect(articleHref('a b')).toBe('/article/a%20b/');
    expect(blogHref('x/y')).toBe('/blog/x%2Fy');
    expect(explorationHref('hampi')).toBe('/explore/hampi');
  });
  it('gives page 1 the list address', () => {
    expect(pageHref('/blogs', 1)).toBe('/blogs');
    expect(pageHref('/blogs', 3)).toBe('/blogs/page/3');
  });
});
