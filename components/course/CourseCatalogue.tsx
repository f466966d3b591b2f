import { Link } from '@/components/ui/Link.client';
import { JsonLd } from '@/components/seo/JsonLd';
import { BRANCH_FILTERS, COURSE_CATEGORIES, filterLabel, type CatalogueFilter, type CatalogueKind } from '@/lib/catalogue';
import type { Course } from '@/lib/content/schemas/courses';
import { catalogueHref, courseHref } from '@/lib/routes';
import { courseListJsonLd } from '@/lib/seo/structured-data';
import { countOf } from '@/lib/numbers';
import grid from '@/components/listing/CardGrid.module.css';
import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/page-kit/PageHero';
import { ChipRow } from './ChipRow.client';
import { CourseCard } from './CourseCard';
import styles from './CourseCatalogue.module.css';
import { crumbsTo } from '@/lib/page-kit/crumbs';

/** `items`: the courses of this kind and filter (`filterCatalogue`). */
type Props = { kind: CatalogueKind; filter: CatalogueFilter; items: readonly Course[] };

const TITLES = { course: 'Our Courses', testseries: 'Test Series' } as const;
const INTROS = {
  course:
    'Classroom and live online programmes for every stage of the Civil Services Examination, at Old Rajinder Nagar, Mukherjee Nagar, Pune and Hyderabad.',
  testseries: 'Exam-level tests with detailed evaluation and discussion, for Prelims, Mains and the optional papers.',
} as const;

function FilterLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <li>
      <Link href={href} scroll={false} className={styles.chip} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The course and test-series lists. The category tab and the branch filter are path segments
 * (/course/csat/pune), not a query string: every filtered view is its own cached (ISR) page
 * with its own server HTML and title, so it can be shared and crawled, and no client-side
 * filtering is needed. The page's JSON-LD lists the courses shown.
 */
export function CourseCatalogue({ kind, filter, items }: Props) {
  const branch = filter.branch;
  return (
    <>
      {items.length > 0 && (
        <JsonLd data={courseListJsonLd(items, courseHref, { name: filterLabel(kind, filter), path: catalogueHref(kind, filter) })} />
      )}
      <PageHero title={TITLES[kind]} lead={INTROS[kind]} crumbs={crumbsTo({ label: TITLES[kind], href: catalogueHref(kind, filter) })} />
      <ListBody>
        <div className={styles.filters}>
          <nav aria-label="Course categories">
            <ChipRow className={`${styles.categories} scroll-fade`}>
              <FilterLink href={catalogueHref('course', { branch })} current={kind === 'course' && !filter.category}>
                All Courses
              </FilterLink>
              {COURSE_CATEGORIES.map((category) => (
                <FilterLink
                  key={category.slug}
                  href={catalogueHref('course', { category, branch })}
                  current={kind === 'course' && filter.category?.slug === category.slug}
                >
                  {category.label}
                </FilterLink>
              ))}
              <FilterLink href={catalogueHref('testseries', { branch })} current={kind === 'testseries'}>
                Test Series
              </FilterLink>
            </ChipRow>
          </nav>
          <nav aria-label="Filter by branch" className={styles.branchFilter}>
            <span className={styles.filterLabel} aria-hidden="true">
              Branch:
            </span>
            <ChipRow className={`${styles.branches} scroll-fade`}>
              {BRANCH_FILTERS.map((b) => (
                <FilterLink
                  key={b.id}
                  href={catalogueHref(kind, { category: filter.category, branch: b.id === 0 ? undefined : b })}
                  current={(branch?.id ?? 0) === b.id}
                >
                  {b.label}
                </FilterLink>
              ))}
            </ChipRow>
          </nav>
        </div>

        <section aria-labelledby="results-title">
          <h2 id="results-title" className={styles.results}>
            {filterLabel(kind, filter)}
            <span className={styles.count}>
              {kind === 'testseries' ? countOf(items.length, 'test series', 'test series') : countOf(items.length, 'course')}
            </span>
          </h2>
          {items.length > 0 ? (
            <ul className={grid.grid}>
              {items.map((course) => (
                <li key={course.ID} className={grid.item}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          ) : (
            <ListMessage title="Nothing is on offer here just now.">
              {branch ? (
                <Link href={catalogueHref(kind, { category: filter.category })} scroll={false}>
                  See every branch
                </Link>
              ) : (
                <Link href={catalogueHref(kind, {})} scroll={false}>
                  See all {kind === 'testseries' ? 'test series' : 'courses'}
                </Link>
              )}
            </ListMessage>
          )}
        </section>
      </ListBody>
    </>
  );
}
