import { Link } from '@/components/ui/Link.client';
import { PAGES } from '@/lib/routes';
import styles from './ConsentNote.module.css';

/** What the institute does with the data, under each form (India's DPDP Act, 2023). */
export function ConsentNote() {
  return (
    <p className={styles.note}>
      By submitting, you agree that our counsellors may call, message or e-mail you about courses. We use your details only for that, never
      sell them, and delete them on request. See our <Link href={PAGES.privacyPolicy}>Privacy Policy</Link>.
    </p>
  );
}
