import type { Metadata } from 'next';
import { CourseCard } from '@/components/course/CourseCard';
import { HeroBanner } from '@/components/home/HeroBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { HomeBlocks } from '@/components/home/HomeBlocks';
import { StatsBand } from '@/components/home/StatsBand';
import { TestimonialCard } from '@/components/testimonial/TestimonialCard';
import { TestimonialCarousel } from '@/components/testimonial/TestimonialCarousel.client';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ContentImage } from '@/components/ui/ContentImage';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { content } from '@/lib/content';
import { orFallback } from '@/lib/content/fallback';
import { getLayoutData } from '@/lib/page-kit/layout-data';
import { PAGES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { site } from '@/lib/site';
import styles from './page.module.css';

export const revalidate = 300;

const HOME_COURSES = 6;

export async function generateMetadata(): Promise<Metadata> {
  const home = await content.getHomeContent();
  return pageMetadata({
    title: 'Home',
    metatitle: home?.metatitle,
    description: home?.metadescription,
    path: PAGES.home,
  });
}

export default async function HomePage() {
  // The page's own content must load (a failure keeps the last good page); side parts may degrade.
  const [layout, home, slides, about, testimonials, courses] = await Promise.all([
    getLayoutData(),
    content.getHomeContent(),
    orFallback(content.getHeroSlides(), [], 'hero banner'),
    orFallback(content.getAboutHome(), null, 'about section'),
    orFallback(content.getTestimonials(), [], 'testimonials'),
    orFallback(content.getCourses(), [], 'courses'),
  ]);
  const regularCourses = courses.filter((c) => c.coursetype === 'course');
  return (
    <>
      {/* The institute's own nodes stand on its home page (where search engines look for them);
          every other page refers to them by @id. */}
      <JsonLd data={[organizationJsonLd(layout.siteDetails, layout.branches), websiteJsonLd()]} />
      <HeroBanner slides={slides} heading={home?.metatitle ?? `${site.name}: UPSC Civil Services Coaching`} />
      <StatsBand />
      {home?.showAbout && about && (
        <Section title={about.title ?? 'About Us'} eyebrow="Who we are" id="about">
          <div className={styles.about}>
            <ContentImage
              src={about.pic}
              alt=""
              width={640}
              height={420}
              sizes="(min-width: 900px) 40vw, 100vw"
              className={styles.aboutPicture}
            />
            <RichText html={about.content} />
          </div>
        </Section>
      )}
      {home?.showCourses ? (
        <Section title="Our Courses" eyebrow="Programmes for every stage" tone="alt" id="courses">
          <div className={styles.grid}>
            {regularCourses.slice(0, HOME_COURSES).map((course) => (
              <CourseCard key={course.ID} course={course} />
            ))}
          </div>
          <p className={styles.more}>
            <ButtonLink href={PAGES.course} variant="secondary">
              View More Courses
            </ButtonLink>
          </p>
        </Section>
      ) : (
        <section className={styles.cta} aria-label="Courses">
          <div className={`container ${styles.ctaInner}`}>
            <p>Foundation, CSAT, Mains, optional subjects and test series at four centres and live online.</p>
            <ButtonLink href={PAGES.course} variant="secondary">
              View More Courses
            </ButtonLink>
          </div>
        </section>
      )}
      {home && <HomeBlocks blocks={home.blocks} />}
      {testimonials.length > 0 && (
        <Section title="What Our Students Have To Say" eyebrow="Testimonials" tone="cream" id="testimonials">
          <TestimonialCarousel
            label="Student testimonials"
            slides={testimonials.map((t, i) => (
              <TestimonialCard key={`${t.ID ?? i}-${t.name}`} testimonial={t} />
            ))}
          />
          <p className={styles.more}>
            <ButtonLink href={PAGES.testimonials} variant="outline">
              View All
            </ButtonLink>
          </p>
        </Section>
      )}
    </>
  );
}
