import type { Metadata } from 'next';
import { FacultyCard } from '@/components/faculty/FacultyCard';
import grid from '@/components/listing/CardGrid.module.css';
import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/listing/PageHero';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { site } from '@/lib/site';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('faculty', PAGES.faculty, {
    title: 'Our Faculty: UPSC Teachers and Mentors',
    description: `Meet the teachers and mentors of ${site.name}: subject experts and former civil servants for Prelims, Mains and the Interview.`,
  });
}

export default async function FacultyPage() {
  const faculty = await content.getFaculty();
  return (
    <>
      <PageHero
        title="Our Faculty"
        lead="Subject experts, former civil servants and mentors who teach, evaluate and guide every batch."
        crumbs={[{ label: 'Home', href: PAGES.home }, { label: 'Our Faculty' }]}
      />
      <ListBody label="Faculty">
        {faculty.length === 0 ? (
          <ListMessage title="Our faculty will be introduced here soon." />
        ) : (
          <ul className={grid.grid}>
            {faculty.map((person) => (
              <li key={person.ID} className={grid.item}>
                <FacultyCard person={person} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
