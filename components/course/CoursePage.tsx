import type { ReactNode } from 'react';
import type { CourseDetail } from '@/lib/content/schemas/courses';
import { FacultyCard } from '@/components/faculty/FacultyCard';
import { ContentImage } from '@/components/ui/ContentImage';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { Tabs } from '@/components/ui/Tabs.client';
import { Breadcrumb } from '@/components/page-kit/Breadcrumb';
import { JsonLd } from '@/components/seo/JsonLd';
import type { KitPage } from '@/lib/page-kit/kit';
import { BatchPicker } from './BatchPicker';
import { BuyNowButton } from './BuyNowButton.client';
import { batchBranchTabs, batchViews, COURSE_DEFAULTS, courseFacts, formatFee } from '@/lib/course-view';
import styles from './CoursePage.module.css';

const SOON = 'Details for this section will be published soon. Use BUY NOW to ask our counsellors.';

function HtmlPanel({ title, html }: { title: string; html: string | undefined }) {
  return (
    <>
      <h2 className="visually-hidden">{title}</h2>
      {html ? <RichText html={html} /> : <p className={styles.soon}>{SOON}</p>}
    </>
  );
}

function FacultyPanel({ faculty }: { faculty: CourseDetail['faculty'] }) {
  return (
    <>
      <h2 className="visually-hidden">Faculty</h2>
      {faculty.length === 0 ? (
        <p className={styles.soon}>The faculty of this course will be announced soon.</p>
      ) : (
        <ul className={styles.faculty}>
          {faculty.map((person) => (
            <li key={person.ID}>
              <FacultyCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FeePanel({ packages }: { packages: CourseDetail['packages'] }) {
  return (
    <>
      <h2 className="visually-hidden">Fee Details</h2>
      {packages.length === 0 ? (
        <p className={styles.soon}>Fees for this course are shared on enquiry. Use BUY NOW and we will call you.</p>
      ) : (
        <table className={styles.fees}>
          <thead>
            <tr>
              <th scope="col">Programme</th>
              <th scope="col">Fee</th>
              <th scope="col">Batches</th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.ID}>
                <th scope="row">{p.packagename}</th>
                <td className={styles.fee}>{p.fee === undefined ? 'On enquiry' : formatFee(p.fee)}</td>
                <td>{p.batches.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A course or test series: banner, the tabbed details (every panel in the server HTML),
 * the sidebar card and the batch picker. Shared by /course-details/{url} and /test-series/{url}.
 */
export function CoursePage({ page: { crumbs, jsonLd, view: detail } }: { page: KitPage<CourseDetail> }) {
  const { course } = detail;
  const facts = courseFacts(course);
  const batches = batchViews(detail);

  const tabs = [
    { id: 'overview', label: 'Overview', panel: <HtmlPanel title="Overview" html={course.details} /> },
    { id: 'test-schedule', label: 'Test Schedule', panel: <HtmlPanel title="Test Schedule" html={course.testschedule} /> },
    { id: 'features', label: 'Features', panel: <HtmlPanel title="Features" html={course.features} /> },
    { id: 'syllabus', label: 'Syllabus', panel: <HtmlPanel title="Syllabus" html={course.syllabus} /> },
    { id: 'learn', label: "What You'll Learn", panel: <HtmlPanel title="What You'll Learn" html={course.learnit} /> },
    { id: 'faculty', label: 'Faculty', panel: <FacultyPanel faculty={detail.faculty} /> },
    { id: 'fees', label: 'Fee Details', panel: <FeePanel packages={detail.packages} /> },
  ];

  return (
    <article className={styles.page}>
      <JsonLd data={jsonLd} />
      <header className={styles.banner}>
        <div className="container">
          <Breadcrumb items={crumbs} />
          {course.category && <p className={styles.category}>{course.category}</p>}
          <h1 className={styles.title}>{facts.name}</h1>
          {course.branchNames.length > 0 && (
            <ul className={styles.branches} aria-label="Branches">
              {course.branchNames.map((name, i) => (
                <li key={`${i}-${name}`}>{name}</li>
              ))}
            </ul>
          )}
          <a href="#batches" className={styles.viewBatches}>
            View Batches
          </a>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <Tabs label="Course details" tabs={tabs} scrollToTopOnSelect after={<BuyNowButton />} className={styles.tabs} />
        <aside className={styles.sidebar} aria-label="Course summary">
          <div className={styles.card}>
            <ContentImage
              src={course.pic}
              alt=""
              width={600}
              height={340}
              sizes="(min-width: 1024px) 360px, (min-width: 600px) 40vw, 100vw"
              className={styles.picture}
            />
            <div className={styles.cardBody}>
              <p className={styles.cardName}>{facts.name}</p>
              <dl className={styles.facts}>
                <Fact label="Duration">{facts.duration}</Fact>
                <Fact label="Batches">{facts.batches}</Fact>
                <Fact label="Branches">{facts.branches}</Fact>
                <Fact label="Brochure">
                  {facts.brochure ? (
                    <a href={facts.brochure} target="_blank" rel="noopener noreferrer">
                      Download
                    </a>
                  ) : (
                    COURSE_DEFAULTS.brochure
                  )}
                </Fact>
              </dl>
            </div>
          </div>
        </aside>
      </div>

      <Section id="batches" eyebrow="Popular Batch" title="Pick A Batch To Get Started" tone="alt">
        <BatchPicker batches={batches} branches={batchBranchTabs(detail, batches)} />
      </Section>
    </article>
  );
}
