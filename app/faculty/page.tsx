import type { Metadata } from 'next';
import { FacultyCard } from '@/components/faculty/FacultyCard';
import { CardGrid } from '@/components/listing/CardGrid';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { site } from '@/lib/site';
import { PAGES } from '@/lib/routes';
import { crumbsTo } from '@/lib/page-kit/crumbs';

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
        crumbs={crumbsTo({ label: 'Our Faculty', href: PAGES.faculty })}
      />
      <ListBody label="Faculty">
        <CardGrid items={faculty} empty="Our faculty will be introduced here soon." itemKey={(person) => person.ID}>
          {(person) => <FacultyCard person={person} headingLevel="h2" />}
        </CardGrid>
      </ListBody>
    </>
  );
}
