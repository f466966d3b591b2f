import { site } from '@/lib/site';
import styles from './StatsBand.module.css';

/** The institute's figures; the final numbers are in the server HTML. */
export function StatsBand() {
  return (
    <section className={styles.band} aria-label="Our results in numbers">
      <ul className={`container ${styles.list}`}>
        {site.stats.map((s) => (
          <li key={s.label} className={styles.item}>
            <span className={styles.value}>
              {s.value.toLocaleString('en-IN')}
              {s.suffix}
            </span>
            <span className={styles.label}>{s.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
