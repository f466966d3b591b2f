import {
  allFilterSegments,
  BRANCH_FILTERS,
  BRANCH_PAGE_SLUGS,
  categoryOf,
  COURSE_CATEGORIES,
  filterCatalogue,
  isBranchPageSlug,
  parseFilterSegments,
} from '@/lib/catalogue';
import { catalogueHref } from '@/lib/routes';

const csat = COURSE_CATEGORIES[0];
const pune = BRANCH_FILTERS[3];

describe('the catalogue vocabulary (docs/screens.md#course-lists)', () => {
  it('has the six course category tabs in the documented order', () => {
    expect(COURSE_CATEGORIES.map((c) => c.label)).toEqual([
      'CSAT',
      '2 Years G.S Course',
      'Mains Mastery Course 2025',
      '1 Year G.S Course',
      'Optional Subject Course',
      'G.S Module Course',
    ]);
  });

  it('has the branch filter All, Old Rajinder Nagar, Mukherjee Nagar, Pune, Hyderabad with ids 0–4', () => {
    expect(BRANCH_FILTERS.map((b) => [b.id, b.label])).toEqual([
      [0, 'All'],
      [1, 'Old Rajinder Nagar'],
      [2, 'Mukherjee Nagar'],
      [3, 'Pune'],
      [4, 'Hyderabad'],
    ]);
    expect(BRANCH_PAGE_SLUGS).toEqual(['old-rajinder-nagar', 'mukherjee-nagar', 'pune', 'hyderabad']);
    expect(isBranchPageSlug('pune')).toBe(true);
    expect(isBranchPageSlug('all-branches')).toBe(false);
  });

  it('matches category names however an editor spaces or cases them', () => {
    expect(categoryOf('G.S Module Course')?.slug).toBe('gs-module-course');
    expect(categoryOf(' g.s. module  course ')?.slug).toBe('gs-module-course');
    expect(categoryOf('Test Series')).toBeUndefined();
    expect(categoryOf(undefined)).toBeUndefined();
  });
});

describe('list URLs', () => {
  it.each([
    [['csat'], { category: 'csat' }],
    [['pune'], { branch: 3 }],
    [['csat', 'pune'], { category: 'csat', branch: 3 }],
  ])('course %j', (segments, expected) => {
    const filter = parseFilterSegments('course', segments);
    expect({ ...(filter?.category && { category: filter.category.slug }), ...(filter?.branch && { branch: filter.branch.id }) }).toEqual(
      expected,
    );
  });

  it.each([[['pune', 'csat']], [['csat', 'csat']], [['nope']], [['csat', 'pune', 'x']], [[]], [['all']]])(
    'course %j is not a page',
    (segments) => {
      expect(parseFilterSegments('course', segments)).toBeUndefined();
    },
  );

  it('test series take a branch only', () => {
    expect(parseFilterSegments('testseries', ['hyderabad'])?.branch?.id).toBe(4);
    expect(parseFilterSegments('testseries', ['csat'])).toBeUndefined();
    expect(parseFilterSegments('testseries', ['csat', 'pune'])).toBeUndefined();
  });

  it('builds every filtered page once, and each one parses back to itself', () => {
    const course = allFilterSegments('course');
    expect(course).toHaveLength(6 + 4 + 6 * 4);
    expect(new Set(course.map((s) => s.join('/'))).size).toBe(course.length);
    for (const segments of course) {
      const filter = parseFilterSegments('course', segments);
      expect(filter).toBeDefined();
      expect(catalogueHref('course', filter!)).toBe(`/course/${segments.join('/')}`);
    }
    expect(allFilterSegments('testseries')).toEqual(BRANCH_PAGE_SLUGS.map((s) => [s]));
  });

  it('writes hrefs in a fixed order and drops the category on test series', () => {
    expect(catalogueHref('course', {})).toBe('/course');
    expect(catalogueHref('course', { category: csat, branch: pune })).toBe('/course/csat/pune');
    expect(catalogueHref('testseries', { category: csat, branch: pune })).toBe('/testseries/pune');
  });
});

describe('filterCatalogue', () => {
  const items = [
    { ID: 1, coursetype: 'course' as const, category: 'CSAT', branchids: [1, 3] },
    { ID: 2, coursetype: 'course' as const, category: 'CSAT', branchids: [] },
    { ID: 3, coursetype: 'course' as const, category: 'Optional Subject Course', branchids: [3] },
    { ID: 4, coursetype: 'testseries' as const, category: 'Test Series', branchids: [3] },
    { ID: 5, coursetype: 'course' as const, category: undefined, branchids: [3] },
  ];
  const ids = (list: { ID: number }[]) => list.map((i) => i.ID);

  it('keeps the kind, then the category tab, then the branch (by branchids)', () => {
    expect(ids(filterCatalogue(items, 'course', {}))).toEqual([1, 2, 3, 5]);
    expect(ids(filterCatalogue(items, 'course', { category: csat }))).toEqual([1, 2]);
    expect(ids(filterCatalogue(items, 'course', { branch: pune }))).toEqual([1, 3, 5]);
    expect(ids(filterCatalogue(items, 'course', { category: csat, branch: pune }))).toEqual([1]);
    expect(ids(filterCatalogue(items, 'testseries', { branch: pune }))).toEqual([4]);
    expect(ids(filterCatalogue(items, 'testseries', { branch: BRANCH_FILTERS[1] }))).toEqual([]);
  });
});
