import { Link } from '@/components/ui/Link.client';
import { PAGES } from '@/lib/routes';
import type { SearchParams } from '@/lib/search/params';
import styles from './SearchPage.module.css';

type Props = { params: SearchParams; noWords: boolean; href: (changes: Partial<SearchParams>) => string };

/** 'No results', with what to try next: a wider search, other words, the lists themselves. */
export function NoResults({ params, noWords, href }: Props) {
  return (
    <div className={styles.empty}>
      <p>
        {noWords
          ? 'Your search has no words to look for: type a word or two, in English or Hindi.'
          : 'Nothing matches every word you typed. You could:'}
      </p>
      <ul>
        {params.range && (
          <li>
            <Link href={href({ range: undefined })}>search current affairs of every date</Link>
          </li>
        )}
        {params.kind && (
          <li>
            <Link href={href({ kind: undefined, range: undefined })}>search every kind of content</Link>
          </li>
        )}
        <li>use fewer or shorter words: ‘monet’ finds ‘monetary’ and ‘monetisation’;</li>
        <li>check the spelling, or try the English or Hindi word (‘ISRO’ or ‘इसरो’);</li>
        <li>
          browse the <Link href={PAGES.daily}>daily current affairs</Link>, <Link href={PAGES.articles}>articles</Link>,{' '}
          <Link href={PAGES.blogs}>blogs</Link> or <Link href={PAGES.course}>courses</Link>.
        </li>
      </ul>
    </div>
  );
}
