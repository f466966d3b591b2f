import type { Metadata } from 'next';
import { InterviewSection } from '@/components/interview/InterviewSection';
import { PersonCard } from '@/components/interview/PersonCard';
import { CardGrid } from '@/components/listing/CardGrid';
import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/page-kit/PageHero';
import { content } from '@/lib/content';
import { orFallback } from '@/lib/content/fallback';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import styles from './page.module.css';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('interview-guidance-program', PAGES.interviewGuidance, {
    title: 'UPSC Interview Guidance Programme',
    description: 'Prepare for the UPSC Personality Test with DAF analysis and mock interviews by retired civil servants.',
  });
}

/** The programme's sections (the page's content) and the panel (a side part: it may fall back to nothing). */
export default async function InterviewGuidancePage() {
  const [sections, panel] = await Promise.all([
    content.getInterviewContent(),
    orFallback(content.getInterviewPanel(), [], 'interview panel'),
  ]);
  return (
    <>
      <PageHero
        title="Interview Guidance Program"
        lead="DAF analysis, mock interviews with retired civil servants and feedback for the Personality Test."
        crumbs={crumbsTo({ label: 'Interview Guidance Program', href: PAGES.interviewGuidance })}
      />
      <ListBody label="Interview guidance">
        {sections.length === 0 ? (
          <ListMessage title="Details of the programme will be published soon." />
        ) : (
          <div className={styles.sections}>
            {sections.map((section, i) => (
              <InterviewSection key={section.ID} section={section} flip={i % 2 === 1} />
            ))}
          </div>
        )}
        <section className={styles.panel} aria-labelledby="interview-panel">
          <h2 id="interview-panel">Our Interview Panel</h2>
          <CardGrid items={panel} empty="The panel will be announced soon." itemKey={(person) => person.ID}>
            {(person) => <PersonCard person={person} />}
          </CardGrid>
        </section>
      </ListBody>
    </>
  );
}
