import { PAGES } from '@/lib/routes';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/listing/constants';
import styles from './SearchPage.module.css';

/** A plain GET form to /search: works without scripts, and a new search starts on all kinds. */
export function SearchForm({ q }: { q: string }) {
  return (
    <form className={styles.form} action={PAGES.search} method="get" role="search">
      <label htmlFor="search-page-q" className="visually-hidden">
        Search the site
      </label>
      <input
        id="search-page-q"
        className={styles.input}
        type="search"
        name="q"
        defaultValue={q}
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
