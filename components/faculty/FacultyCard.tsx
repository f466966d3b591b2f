import type { Person } from '@/lib/content/schemas/people';
import { ContentImage } from '@/components/ui/ContentImage';
import styles from './FacultyCard.module.css';

type Props = { person: Person; headingLevel?: 'h2' | 'h3' };

/** A teacher: portrait, name, designation and a short description (all plain text). */
export function FacultyCard({ person, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <ContentImage src={person.pic} alt="" width={160} height={160} className={styles.portrait} person={person.name} />
      <div className={styles.body}>
        <Heading className={styles.name}>{person.name}</Heading>
        {person.designation && <p className={styles.designation}>{person.designation}</p>}
        {person.description && <p className={styles.description}>{person.description}</p>}
      </div>
    </article>
  );
}
