import { PAGES } from '@/lib/routes';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/listing/constants';
import styles from './SearchPage.module.css';

/**
 * A plain GET form to /search: works without scripts, and a new search starts on all kinds. It
 * always shows the query of the results beneath it: keyed by the query, so a search from the
 * header's popup (a client-side visit that keeps this element) renders it afresh, and without
 * the browser's form restoration, which put the last words typed back on the page Back returned to.
 */
export function SearchForm({ q }: { q: string }) {
  return (
    <form key={q} className={styles.form} action={PAGES.search} method="get" role="search">
      <label htmlFor="search-page-q" className="visually-hidden">
        Search the site
      </label>
      <input
        id="search-page-q"
        className={styles.input}
        type="search"
        name="q"
        defaultValue={q}
        autoComplete="off"
        placeholder="e.g. monetary policy"
        maxLength={SEARCH_MAX_LENGTH}
        required
        minLength={SEARCH_MIN_LENGTH}
      />
      <button className={styles.submit} type="submit">
        Search
      </button>
    </form>
  );
}
