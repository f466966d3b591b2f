import { Link } from '@/components/ui/Link.client';
import type { SearchParams } from '@/lib/search/params';
import styles from './SearchPage.module.css';

type Props = { page: number; lastPage: number; href: (changes: Partial<SearchParams>) => string };

/** A page number past the results (an old link, an edited address): where they end, one tap away. */
export function PastLastPage({ page, lastPage, href }: Props) {
  return (
    <div className={styles.empty}>
      <p>
        There is no page {page} of these results: they end on page {lastPage}.{' '}
        <Link href={href({ page: lastPage })}>Go to page {lastPage}</Link>
      </p>
    </div>
  );
}
