'use client';

import { useEffect, useRef, useState } from 'react';
import { ListMessage } from '@/components/listing/ListMessage';
import { useInteractive } from '@/components/listing/useInteractive.client';
import { CoverCard } from '@/components/magazine/CoverCard';
import { formatDate, formatMonth } from '@/lib/dates';
import type { DigestItem } from '@/lib/listing/summaries';
import chips from '@/components/ui/Chips.module.css';
import styles from './DigestBrowser.module.css';

type Props = { months: readonly string[]; defaultMonth: string; digests: DigestItem[] };

/** The monthly digests with the month list (docs/screens.md#content-lists: March–December 2025, June 2025 first). */
export function DigestBrowser({ months, defaultMonth, digests }: Props) {
  const [month, setMonth] = useState(defaultMonth);
  const shown = digests.filter((d) => d.month === month);
  const list = useRef<HTMLDivElement>(null);
  const rootRef = useInteractive<HTMLDivElement>();

  // On narrow screens the month list scrolls sideways: keep the chosen month in view.
  useEffect(() => {
    const box = list.current;
    const pressed = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !pressed || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = pressed.offsetLeft - box.offsetLeft - (box.clientWidth - pressed.offsetWidth) / 2;
  }, [month]);

  return (
    <div className={styles.browser} ref={rootRef}>
      <div role="group" aria-label="Month" className={chips.row} ref={list}>
        {months.map((m) => (
          <button key={m} type="button" className={chips.chip} aria-pressed={m === month} onClick={() => setMonth(m)}>
            {formatMonth(m)}
          </button>
        ))}
      </div>
      <h2 className={styles.heading} aria-live="polite">
        {formatMonth(month)}
      </h2>
      {shown.length === 0 ? (
        <ListMessage title={`No digest for ${formatMonth(month)} yet.`} />
      ) : (
        <ul className={styles.digests}>
          {shown.map((d) => (
            <li key={d.id}>
              <CoverCard
                wide
                cover={d.pic}
                title={d.title}
                meta={formatMonth(d.month)}
                action={d.fileurl ? { href: d.fileurl, label: 'Download PDF', describedTitle: d.title } : undefined}
                noAction="PDF coming soon"
              >
                <p>The month’s important news for Prelims and Mains in one file{d.date ? `, released ${formatDate(d.date)}` : ''}.</p>
              </CoverCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
