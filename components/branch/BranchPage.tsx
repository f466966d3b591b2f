import { Link } from '@/components/ui/Link.client';
import { CourseCard } from '@/components/course/CourseCard';
import { ContentImage } from '@/components/ui/ContentImage';
import grid from '@/components/listing/CardGrid.module.css';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/page-kit/PageHero';
import { Tabs } from '@/components/ui/Tabs.client';
import type { BranchView } from '@/lib/page-kit/branch';
import type { KitPage } from '@/lib/page-kit/kit';
import { JsonLd } from '@/components/seo/JsonLd';
import { catalogueHref } from '@/lib/routes';
import type { Course } from '@/lib/content/schemas/courses';
import { site } from '@/lib/site';
import { EmailLink } from '@/components/ui/EmailLink';
import styles from './BranchPage.module.css';

/** The branch-wise course filter (docs/screens.md#branch-pages): on a branch page, the courses offered at that branch. */
function coursesAtBranch(courses: readonly Course[], branchId: number): Course[] {
  return courses.filter((c) => c.branchids.includes(branchId));
}

function CourseGrid({ courses }: { courses: readonly Course[] }) {
  return (
    <ul className={grid.grid}>
      {courses.map((course) => (
        <li key={course.ID} className={grid.item}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

/** One page for the four branches: 'Avaiable Courses' and 'Branch Details' tabs (spelling as in the product). */
export function BranchPage({ page: { crumbs, jsonLd, view } }: { page: KitPage<BranchView> }) {
  const { data, filter } = view;
  const { branch } = data;
  const courses = coursesAtBranch(data.courses, branch.ID);
  const regular = courses.filter((c) => c.coursetype === 'course');
  const testSeries = courses.filter((c) => c.coursetype === 'testseries');
  const mapUrl = branch.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(branch.address)}` : undefined;

  const available = (
    <>
      <h2 className="visually-hidden">Avaiable Courses</h2>
      {courses.length === 0 ? (
        <ListMessage title="No courses are open for admission at this branch just now. Call us to hear about the next batch." />
      ) : (
        <>
          {regular.length > 0 && <CourseGrid courses={regular} />}
          {testSeries.length > 0 && (
            <>
              <h3 className={styles.groupTitle}>Test Series</h3>
              <CourseGrid courses={testSeries} />
            </>
          )}
        </>
      )}
      <p className={styles.more}>
        <Link href={catalogueHref('course', { branch: filter })}>Filter these courses by category</Link>
      </p>
    </>
  );

  const details = (
    <div className={styles.details}>
      <h2 className="visually-hidden">Branch Details</h2>
      <ContentImage
        src={branch.pic}
        alt={`${branch.branchname} centre`}
        width={720}
        height={480}
        sizes="(min-width: 900px) 45vw, 100vw"
        className={styles.picture}
      />
      <dl className={styles.facts}>
        <div>
          <dt>Branch</dt>
          <dd>{branch.branchname}</dd>
        </div>
        {branch.address && (
          <div>
            <dt>Address</dt>
            <dd>
              <address>{branch.address}</address>
              {mapUrl && (
                <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                  Get directions
                </a>
              )}
            </dd>
          </div>
        )}
        {branch.contact && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${site.phonePrefix}${branch.contact}`}>
                {site.phonePrefix} {branch.contact}
              </a>
            </dd>
          </div>
        )}
        {branch.branchemail && (
          <div>
            <dt>E-mail</dt>
            <dd>
              <EmailLink address={branch.branchemail} />
            </dd>
          </div>
        )}
      </dl>
    </div>
  );

  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero title={branch.branchname} lead={branch.displayname} crumbs={crumbs} />
      <div className={`container ${styles.body}`}>
        <Tabs
          label={`${branch.branchname} branch`}
          tabs={[
            { id: 'courses', label: 'Avaiable Courses', panel: available },
            { id: 'details', label: 'Branch Details', panel: details },
          ]}
        />
      </div>
    </>
  );
}
