import { ContentImage } from '@/components/ui/ContentImage';
import type { Person } from '@/lib/content/schemas/people';
import styles from './PersonCard.module.css';

/** A member of the interview panel: picture, name, designation, a few lines about them. */
export function PersonCard({ person }: { person: Person }) {
  return (
    <article className={styles.card}>
      <ContentImage src={person.pic} alt="" width={96} height={96} className={styles.photo} person={person.name} />
      <div>
        <h3 className={styles.name}>{person.name}</h3>
        {person.designation && <p className={styles.designation}>{person.designation}</p>}
        {person.description && <p className={styles.description}>{person.description}</p>}
      </div>
    </article>
  );
}
