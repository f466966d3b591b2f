import type { Testimonial } from '@/lib/content/schemas/home';
import { ContentImage } from '@/components/ui/ContentImage';
import styles from './TestimonialCard.module.css';

/** One student's words: picture, text (plain, never parsed as HTML), name, 'Student', five stars. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <p className={styles.stars} aria-label="Rated 5 out of 5">
        ★★★★★
      </p>
      <blockquote className={styles.text}>{testimonial.testimonials}</blockquote>
      <figcaption className={styles.person}>
        <ContentImage src={testimonial.pic} alt="" width={56} height={56} className={styles.avatar} person={testimonial.name} />
        <span>
          <strong>{testimonial.name}</strong>
          <span className={styles.role}>Student</span>
        </span>
      </figcaption>
    </figure>
  );
}
