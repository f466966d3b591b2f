import type { HeroSlide } from '@/lib/content/schemas/home';
import { ContentImage } from '@/components/ui/ContentImage';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './HeroBanner.module.css';

/** The first hero slide: the page's largest picture, loaded with priority. */
export function HeroBanner({ slides, heading }: { slides: HeroSlide[]; heading: string }) {
  const slide = slides[0];
  return (
    <section className={styles.hero} aria-label="Highlights">
      <h1 className="visually-hidden">{heading}</h1>
      {slide ? (
        <SmartLink link={slide.linkurl} className={styles.link}>
          <ContentImage
            src={slide.pic}
            alt={slide.title ?? heading}
            width={1600}
            height={600}
            sizes="100vw"
            priority
            className={styles.picture}
          />
        </SmartLink>
      ) : (
        <div className={styles.fallback}>
          <p>{heading}</p>
        </div>
      )}
    </section>
  );
}
