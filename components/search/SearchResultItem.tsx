import { Link } from '@/components/ui/Link.client';
import { formatDate } from '@/lib/dates';
import { searchKindLabel } from '@/lib/search/kinds';
import type { SearchResult } from '@/lib/search/search';
import styles from './SearchPage.module.css';

/** One result: kind and date, the title as a plain link, the matching passage with its words marked. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <li className={styles.result}>
      <p className={styles.meta}>
        {searchKindLabel(result.kind)}
        {result.date && <> · {formatDate(result.date)}</>}
      </p>
      <h2 className={styles.title}>
        <Link href={result.href}>{result.title}</Link>
      </h2>
      {result.snippet.length > 0 && (
        <p className={styles.snippet}>{result.snippet.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : part.text))}</p>
      )}
    </li>
  );
}
