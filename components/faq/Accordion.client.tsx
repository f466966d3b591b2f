'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export type AccordionItem = { id: string | number; title: string; body: ReactNode };

type Props = {
  items: readonly AccordionItem[];
  headingLevel?: 'h2' | 'h3';
  /** Open at first (default: the first item). */ initiallyOpen?: number;
};

/**
 * The WAI-ARIA accordion pattern: each heading holds a button that shows or hides its region.
 * Every answer is in the server HTML; a closed one carries `hidden`.
 */
export function Accordion({ items, headingLevel = 'h2', initiallyOpen = 0 }: Props) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(items[initiallyOpen] ? [initiallyOpen] : []));
  const Heading = headingLevel;
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${base}-button-${index}`;
        const regionId = `${base}-region-${index}`;
        return (
          <div key={item.id} className={styles.item} data-open={expanded || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={regionId}
                className={styles.button}
                onClick={() => toggle(index)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!expanded} className={styles.region}>
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
