import grid from './CardGrid.module.css';
import styles from './ListSkeleton.module.css';

/** Placeholder of a list page while it loads: the same boxes as the real page, so nothing jumps. */
export function ListSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite">
      <div className={styles.hero}>
        <div className="container">
          <span className={`${styles.bar} ${styles.crumb}`} />
          <span className={`${styles.bar} ${styles.heading}`} />
          <span className={`${styles.bar} ${styles.lead}`} />
        </div>
      </div>
      <div className={styles.body}>
        <div className="container">
          <p className="visually-hidden">Loading…</p>
          <ul className={grid.grid}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={styles.card}>
                <span className={styles.picture} />
                <span className={`${styles.bar} ${styles.line}`} />
                <span className={`${styles.bar} ${styles.line} ${styles.short}`} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
