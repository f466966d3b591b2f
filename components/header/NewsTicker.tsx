import type { Headline } from '@/lib/content/schemas/site';
import { SmartLink } from '@/components/ui/SmartLink';
import { PartFailure } from '@/components/ui/PartFailure';
import { LOAD_FAILURE } from '@/lib/constants';
import { TickerStrip } from './TickerStrip.client';
import styles from './NewsTicker.module.css';

function Items({ headlines, copy }: { headlines: Headline[]; copy?: boolean }) {
  return (
    <ul className={styles.items} aria-hidden={copy || undefined}>
      {headlines.map((h) => (
        <li key={h.ID} className={styles.item}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an 18px icon: the image optimiser would cost more than it saves */}
          {h.icon && <img src={h.icon} alt="" width={18} height={18} className={styles.icon} loading="lazy" decoding="async" />}
          {copy ? (
            <span>{h.headline}</span>
          ) : (
            <SmartLink link={h.linkurl} className={styles.link}>
              {h.headline}
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The scrolling news ticker, in CSS: it pauses on hover and focus, stands still while a keyboard
 * user tabs through it (its one island, TickerStrip, brings the focused headline into view), and
 * stands still (scrollable) for visitors who prefer reduced motion. The second copy that makes
 * the loop seamless is hidden from assistive technology and the keyboard.
 */
export function NewsTicker({ headlines, failed }: { headlines: Headline[]; failed: boolean }) {
  if (failed) {
    return (
      <section className={styles.ticker} aria-label="Latest news">
        <span className={styles.badge}>Latest</span>
        <PartFailure message={LOAD_FAILURE.detail} className={styles.failure} />
      </section>
    );
  }
  if (headlines.length === 0) return null;
  return (
    <section className={styles.ticker} aria-label="Latest news">
      <span className={styles.badge}>Latest</span>
      <TickerStrip className={styles.viewport}>
        <div className={styles.track}>
          <Items headlines={headlines} />
          <Items headlines={headlines} copy />
        </div>
      </TickerStrip>
    </section>
  );
}
