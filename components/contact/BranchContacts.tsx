import { Link } from '@/components/ui/Link.client';
import type { Branch } from '@/lib/content/schemas/branches';
import { branchHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { EmailLink } from '@/components/ui/EmailLink';
import styles from './BranchContacts.module.css';

/** Every centre (not the 'All Branches' pseudo-entry) with its address, phone and e-mail. */
export function BranchContacts({ branches }: { branches: Branch[] }) {
  const centres = branches.slice(1);
  if (centres.length === 0) return null;
  return (
    <ul className={styles.list}>
      {centres.map((b) => (
        <li key={b.ID} className={styles.card}>
          <h2 className={styles.name}>
            <Link href={branchHref(b.branchurl)}>{b.branchname}</Link>
          </h2>
          {b.address && <p className={styles.address}>{b.address}</p>}
          <p className={styles.reach}>
            {b.contact && <a href={`tel:${site.phonePrefix}${b.contact}`}>{`${site.phonePrefix} ${b.contact}`}</a>}
            {b.branchemail && <EmailLink address={b.branchemail} />}
          </p>
        </li>
      ))}
    </ul>
  );
}
