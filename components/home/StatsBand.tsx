import { site } from '@/lib/site';
import { Counter } from './Counter.client';
import styles from './StatsBand.module.css';

/** The institute's figures, counting up once when half visible; the final numbers are in the server HTML. */
export function StatsBand() {
  return (
    <section className={styles.band} aria-label="Our results in numbers">
      <ul className={`container ${styles.list}`}>
        {site.stats.map((s) => (
          <li key={s.label} className={styles.item}>
            <span className={styles.value}>
              <Counter value={s.value} suffix={s.suffix} />
            </span>
            <span className={styles.label}>{s.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
