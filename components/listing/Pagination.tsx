import { Link } from '@/components/ui/Link.client';
import { pageHref } from '@/lib/routes';
import styles from './Pagination.module.css';

type Props = {
  basePath: string;
  page: number;
  totalPages: number;
  label: string;
  /** Address of page `n` when it is not `/…/page/n` (the search's `?page=n`). */
  hrefFor?: (page: number) => string;
};

/** Numbers to show: first, last, and the current page with one neighbour each side; gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && n - prev > 2) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * Plain links to every page of a list (`/blogs`, `/blogs/page/2`, …): what crawlers follow
 * and what works without JavaScript. The 'More' button appends on the page instead.
 */
export function Pagination({ basePath, page, totalPages, label, hrefFor = (n) => pageHref(basePath, n) }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link className={styles.step} href={hrefFor(page - 1)} rel="prev">
              ‹ Previous
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ‹ Previous
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={`${styles.number} ${styles.current}`} aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {n}
                </span>
              ) : (
                <Link className={styles.number} href={hrefFor(n)}>
                  <span className="visually-hidden">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link className={styles.step} href={hrefFor(page + 1)} rel="next">
              Next ›
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              Next ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
