import { Link } from '@/components/ui/Link.client';
import type { Branch } from '@/lib/content/schemas/branches';
import { isBranchPageSlug } from '@/lib/catalogue';
import { branchHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { BranchPicture } from './BranchPicture.client';
import { EmailLink } from '@/components/ui/EmailLink';
import styles from './BranchCard.module.css';

/** A centre on the branches page: picture, name, city line, address, phone, e-mail and its page. */
export function BranchCard({ branch }: { branch: Branch }) {
  const page = isBranchPageSlug(branch.branchurl) ? branchHref(branch.branchurl) : undefined;
  return (
    <article className={styles.card}>
      <BranchPicture src={branch.pic} />
      <div className={styles.body}>
        {branch.displayname && <p className={styles.city}>{branch.displayname}</p>}
        <h2 className={styles.name}>
          {page ? (
            <Link href={page} className={styles.link}>
              {branch.branchname}
            </Link>
          ) : (
            branch.branchname
          )}
        </h2>
        {branch.address && <p className={styles.address}>{branch.address}</p>}
        <ul className={styles.contacts}>
          {branch.contact && (
            <li>
              <a href={`tel:${site.phonePrefix}${branch.contact}`}>
                {site.phonePrefix} {branch.contact}
              </a>
            </li>
          )}
          {branch.branchemail && (
            <li>
              <EmailLink address={branch.branchemail} />
            </li>
          )}
        </ul>
        {page && (
          <span className={styles.more} aria-hidden="true">
            View courses →
          </span>
        )}
      </div>
    </article>
  );
}
