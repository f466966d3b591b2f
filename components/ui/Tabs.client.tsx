'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { revealInRow } from '@/lib/browser/reveal-in-row';
import styles from './Tabs.module.css';

export type TabItem = { id: string; label: string; panel: ReactNode };

type Props = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Id of the tab selected first (default: the first tab). */
  initial?: string;
  /** Scroll smoothly to the top of the page on every tab click (docs/screens.md#course-page). */
  scrollToTopOnSelect?: boolean;
  /** Rendered after the tab list, in the same bar (e.g. the course page's BUY NOW button). */
  after?: ReactNode;
  variant?: 'framed' | 'pills';
  /** Extra class on the root, for page layouts that place the bar and the panels themselves. */
  className?: string;
};

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Tabs with the WAI-ARIA tabs pattern (automatic activation, arrow keys, Home/End). Every
 * panel is rendered (server HTML included); the inactive ones carry `hidden`, so crawlers
 * and find-in-page readers still get the whole content.
 */
export function Tabs({ label, tabs, initial, scrollToTopOnSelect, after, variant = 'framed', className }: Props) {
  const base = useId();
  const [active, setActive] = useState(() => (tabs.some((t) => t.id === initial) ? initial : tabs[0]?.id));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    const tab = tabs[index];
    if (!tab) return;
    setActive(tab.id);
    if (focus) buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  return (
    <div className={`${styles.tabs} ${styles[variant]} ${className ?? ''}`}>
      <div className={styles.bar}>
        <div
          role="tablist"
          aria-label={label}
          className={`${styles.list} scroll-fade`}
          onFocus={(event) => revealInRow(event.currentTarget, event.target)}
        >
          {tabs.map((tab, index) => {
            const selected = tab.id === active;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={panelId(tab.id)}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                data-tab={tab.id}
                onClick={(event) => {
                  // A tap need not focus the tab (Safari), and a tab half outside the row comes into view.
                  revealInRow(event.currentTarget.parentElement!, event.currentTarget);
                  select(index, false);
                  if (scrollToTopOnSelect) scrollToTop();
                }}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {after}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          tabIndex={0}
          className={styles.panel}
          data-panel={tab.id}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
