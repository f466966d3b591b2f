import type { Metadata } from 'next';
import { CardGrid } from '@/components/listing/CardGrid';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { TestimonialCard } from '@/components/testimonial/TestimonialCard';
import { RichText } from '@/components/ui/RichText';
import { content } from '@/lib/content';
import { orFallback } from '@/lib/content/fallback';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { site } from '@/lib/site';
import styles from './page.module.css';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('testimonials', PAGES.testimonials, {
    title: 'Testimonials: What Our Students Have To Say',
    description: `Toppers and students of ${site.name} on the classes, tests and mentorship that helped them clear the Civil Services Examination.`,
  });
}

export default async function TestimonialsPage() {
  // The testimonials are the page; the intro (from the about-section data) may fall back to nothing.
  const [testimonials, about] = await Promise.all([
    content.getTestimonials(),
    orFallback(content.getAboutHome(), null, 'testimonials intro'),
  ]);
  return (
    <>
      <PageHero
        title="Testimonials"
        subtitle="What Our Students Have To Say"
        crumbs={crumbsTo({ label: 'Testimonials', href: PAGES.testimonials })}
      />
      <ListBody label="Testimonials">
        <RichText html={about?.testimonialdescription} className={styles.intro} />
        <CardGrid items={testimonials} empty="Our students' stories will appear here soon." itemKey={(t, i) => `${t.ID ?? i}-${t.name}`}>
          {(t) => <TestimonialCard testimonial={t} />}
        </CardGrid>
      </ListBody>
    </>
  );
}
