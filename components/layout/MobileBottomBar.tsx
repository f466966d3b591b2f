import { Link } from '@/components/ui/Link.client';
import { Icon } from '@/components/ui/Icon';
import { PAGES } from '@/lib/routes';
import styles from './MobileBottomBar.module.css';

/** The four shortcuts fixed at the bottom of phone screens (under the 600px cutoff); three when no student portal is known. */
export function MobileBottomBar({ studentLogin }: { studentLogin: string | undefined }) {
  return (
    <nav className={styles.bar} aria-label="Quick links">
      <Link href={PAGES.home} className={styles.link} markCurrent>
        <Icon name="home" />
        HOME
      </Link>
      {studentLogin && (
        <a href={studentLogin} className={styles.link} target="_blank" rel="noopener noreferrer">
          <Icon name="user" />
          STUDENT LOGIN
        </a>
      )}
      <Link href={PAGES.registration} className={styles.link} markCurrent>
        <Icon name="edit" />
        ENROLL NOW
      </Link>
      <Link href={PAGES.contactUs} className={styles.link} markCurrent>
        <Icon name="phone" />
        CONTACT
      </Link>
    </nav>
  );
}
