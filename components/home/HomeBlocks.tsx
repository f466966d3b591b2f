import type { HomeContent } from '@/lib/content/schemas/home';
import { RichText } from '@/components/ui/RichText';
import styles from './HomeBlocks.module.css';

const TONES = ['plain', 'cream', 'navy', 'teal'] as const;

/** The four editor blocks: shown when hideN is 0; bgcolorN picks the tone; 1 adds the diagonal divider. */
export function HomeBlocks({ blocks }: { blocks: HomeContent['blocks'] }) {
  return blocks
    .filter((b) => !b.hidden && b.html)
    .map((b) => (
      <section
        key={b.n}
        className={`${styles.block} ${styles[TONES[b.bgcolor % TONES.length] ?? 'plain']} ${b.bgcolor === 1 ? styles.diagonal : ''}`}
        data-block={b.n}
        data-divider={b.bgcolor === 1 ? 'diagonal' : undefined}
      >
        <div className="container">
          <RichText html={b.html} className={styles.content} />
        </div>
      </section>
    ));
}
