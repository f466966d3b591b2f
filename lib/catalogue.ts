/*
 * The course catalogue's fixed vocabulary (docs/screens.md#course-lists): the six course category
 * tabs, the branch filter with its ids, and the four branch pages. Pure data and functions,
 * shared by the list pages, the course page and the branch pages.
 */

export type CatalogueKind = 'course' | 'testseries';

/** The six course category tabs, in the product's order; `slug` is the tab's URL segment. */
export const COURSE_CATEGORIES = [
  { slug: 'csat', label: 'CSAT' },
  { slug: '2-years-gs-course', label: '2 Years G.S Course' },
  { slug: 'mains-mastery-course-2025', label: 'Mains Mastery Course 2025' },
  { slug: '1-year-gs-course', label: '1 Year G.S Course' },
  { slug: 'optional-subject-course', label: 'Optional Subject Course' },
  { slug: 'gs-module-course', label: 'G.S Module Course' },
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** The branch filter: All = 0, then the branch tab ids 1–4 (docs/screens.md#course-lists). */
export const BRANCH_FILTERS = [
  { id: 0, slug: undefined, label: 'All' },
  { id: 1, slug: 'old-rajinder-nagar', label: 'Old Rajinder Nagar' },
  { id: 2, slug: 'mukherjee-nagar', label: 'Mukherjee Nagar' },
  { id: 3, slug: 'pune', label: 'Pune' },
  { id: 4, slug: 'hyderabad', label: 'Hyderabad' },
] as const;
export type BranchFilter = (typeof BRANCH_FILTERS)[number];
export type BranchSlug = NonNullable<BranchFilter['slug']>;

/** The branch pages (`/old-rajinder-nagar` …): the branch filter's slugs, which are the API's `branchurl`s. */
export const BRANCH_PAGE_SLUGS = BRANCH_FILTERS.flatMap((b) => (b.slug ? [b.slug] : [])) as BranchSlug[];

export function isBranchPageSlug(value: string): value is BranchSlug {
  return (BRANCH_PAGE_SLUGS as string[]).includes(value);
}

export type CatalogueFilter = { category?: CourseCategory; branch?: Exclude<BranchFilter, { id: 0 }> };

/** Compares category names the way an editor may vary them ('G.S Module Course' vs 'g.s. module course'). */
function categoryKey(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export function categoryOf(label: string | undefined): CourseCategory | undefined {
  if (!label) return undefined;
  const key = categoryKey(label);
  return COURSE_CATEGORIES.find((c) => categoryKey(c.label) === key);
}

/**
 * A list URL's filter segments: `[category]`, `[branch]` or `[category, branch]` for
 * courses, `[branch]` for test series. Anything else is not a page (undefined → 404).
 */
export function parseFilterSegments(kind: CatalogueKind, segments: readonly string[]): CatalogueFilter | undefined {
  const category = (slug: string | undefined) => COURSE_CATEGORIES.find((c) => c.slug === slug);
  const branch = (slug: string | undefined) => BRANCH_FILTERS.find((b) => b.id !== 0 && b.slug === slug) as CatalogueFilter['branch'];
  const [first, second, ...rest] = segments;
  if (!first || rest.length > 0) return undefined;
  if (kind === 'testseries') {
    const b = second === undefined ? branch(first) : undefined;
    return b ? { branch: b } : undefined;
  }
  if (second === undefined) {
    const c = category(first);
    if (c) return { category: c };
    const b = branch(first);
    return b ? { branch: b } : undefined;
  }
  const c = category(first);
  const b = branch(second);
  return c && b ? { category: c, branch: b } : undefined;
}

/** Every filtered list URL's segments, for generateStaticParams. */
export function allFilterSegments(kind: CatalogueKind): string[][] {
  const branches = BRANCH_PAGE_SLUGS.map((slug) => [slug]);
  if (kind === 'testseries') return branches;
  const categories = COURSE_CATEGORIES.map((c) => [c.slug]);
  const both = COURSE_CATEGORIES.flatMap((c) => BRANCH_PAGE_SLUGS.map((slug) => [c.slug, slug]));
  return [...categories, ...branches, ...both];
}

/** 'CSAT at Pune', 'All courses', … for the results heading and the page title. */
export function filterLabel(kind: CatalogueKind, filter: CatalogueFilter): string {
  const what = kind === 'testseries' ? 'Test Series' : (filter.category?.label ?? 'All Courses');
  return filter.branch ? `${what} at ${filter.branch.label}` : what;
}

type Filterable = { coursetype: CatalogueKind; category?: string; branchids: readonly number[] };

/** The items of a list page: the kind's items, then the category tab, then the branch filter. */
export function filterCatalogue<T extends Filterable>(items: readonly T[], kind: CatalogueKind, filter: CatalogueFilter): T[] {
  return items.filter(
    (item) =>
      item.coursetype === kind &&
      (!filter.category || categoryOf(item.category)?.slug === filter.category.slug) &&
      (!filter.branch || item.branchids.includes(filter.branch.id)),
  );
}
