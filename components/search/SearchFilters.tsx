import { Link } from '@/components/ui/Link.client';
import { FILTER_START } from '@/lib/listing/constants';
import { formatCount } from '@/lib/numbers';
import { PAGES } from '@/lib/routes';
import { searchKindLabel } from '@/lib/search/kinds';
import type { SearchParams } from '@/lib/search/params';
import { MAX_COUNTED } from '@/lib/search/rowids';
import type { SearchOutcome } from '@/lib/search/search';
import styles from './SearchPage.module.css';

type Props = { params: SearchParams; outcome: SearchOutcome; today: string; href: (changes: Partial<SearchParams>) => string };

/** The kinds (links with their counts), the sort, and the current affairs' date filter: plain links and a GET form. */
export function SearchFilters({ params, outcome, today, href }: Props) {
  const all = outcome.byKind.reduce((sum, k) => sum + k.count, 0);
  // A kind's count stops at MAX_COUNTED: past it, 'at least'.
  const shown = (n: number, capped: boolean) => `${formatCount(n)}${capped ? '+' : ''}`;
  const current = (active: boolean) => (active ? ({ 'aria-current': 'true' } as const) : {});
  return (
    <div className={styles.filters}>
      <nav aria-label="Kinds of result">
        <ul className={styles.chips}>
          <li>
            <Link className={styles.chip} href={href({ kind: undefined, range: undefined })} {...current(!params.kind)}>
              All <span className={styles.count}>{shown(all, outcome.capped)}</span>
            </Link>
          </li>
          {outcome.byKind.map(({ kind, count }) => (
            <li key={kind}>
              <Link className={styles.chip} href={href({ kind, range: undefined })} {...current(params.kind === kind)}>
                {searchKindLabel(kind)} <span className={styles.count}>{shown(count, count >= MAX_COUNTED)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Sort results" className={styles.sort}>
        <span>Sort:</span>
        <Link href={href({ sort: 'relevance' })} className={styles.sortLink} {...current(params.sort === 'relevance')}>
          Most relevant
        </Link>
        <Link href={href({ sort: 'newest' })} className={styles.sortLink} {...current(params.sort === 'newest')}>
          Newest
        </Link>
      </nav>
      {params.kind === 'daily' && (
        <form className={styles.dates} action={PAGES.search} method="get" aria-label="Filter current affairs by date">
          <input type="hidden" name="q" value={params.q} />
          <input type="hidden" name="kind" value="daily" />
          {params.sort === 'newest' && <input type="hidden" name="sort" value="newest" />}
          <label>
            <span>From</span>
            <input type="date" name="from" min={FILTER_START} max={today} defaultValue={params.range?.from ?? FILTER_START} required />
          </label>
          <label>
            <span>To</span>
            <input type="date" name="to" min={FILTER_START} max={today} defaultValue={params.range?.to ?? today} required />
          </label>
          <button type="submit" className={styles.submit}>
            Filter
          </button>
          {params.range && (
            <Link href={href({ range: undefined })} className={styles.sortLink}>
              Clear dates
            </Link>
          )}
        </form>
      )}
    </div>
  );
}
