import { ContentImage } from '@/components/ui/ContentImage';
import { RichText } from '@/components/ui/RichText';
import type { InterviewSection as Section } from '@/lib/content/schemas/people';
import styles from './InterviewSection.module.css';

/** One section of the interview guidance page: heading, HTML body, an optional picture beside it. */
export function InterviewSection({ section, flip }: { section: Section; flip: boolean }) {
  return (
    <section className={`${styles.section} ${section.pic ? styles.withPicture : ''} ${flip ? styles.flip : ''}`}>
      {section.pic && (
        <ContentImage src={section.pic} alt="" width={600} height={315} sizes="(min-width: 900px) 40vw, 100vw" className={styles.picture} />
      )}
      <div>
        <h2 className={styles.title}>{section.title}</h2>
        <RichText html={section.content} />
      </div>
    </section>
  );
}
