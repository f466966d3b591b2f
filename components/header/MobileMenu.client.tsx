'use client';

import { Link } from '@/components/ui/Link.client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { PartFailure } from '@/components/ui/PartFailure';
import { LOAD_FAILURE } from '@/lib/constants';
import { MenuEntryLink } from './MenuEntryLink';
import { MenuIcon } from './MenuIcon';
import type { MenuEntry } from '@/lib/menu/menu-entries';
import { PAGES } from '@/lib/routes';
import { isBackdropClick } from '@/lib/browser/backdrop';
import styles from './MobileMenu.module.css';

type Visibility = 'see' | 'hide';

/**
 * The mobile slide-in menu (docs/screens.md#header): visibility 'see'/'hide'; a submenu opens by
 * its id, the same id closes it, another id switches to that one.
 */
export function MobileMenu({ entries, failed }: { entries: MenuEntry[]; failed: boolean }) {
  const pathname = usePathname();
  // Opened on a path: navigating away hides the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menu: Visibility = openOn === pathname ? 'see' : 'hide';
  // The panel's links are built on first opening: on a phone they were a fifth of the page's
  // elements, hydrated on every load though most visitors never open the menu (the desktop
  // menu, in the page for crawlers, holds the same links).
  const [built, setBuilt] = useState(false);
  const setMenu = (v: Visibility) => {
    if (v === 'see') setBuilt(true);
    setOpenOn(v === 'see' ? pathname : null);
  };
  const [submenu, setSubmenu] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (menu === 'see' && !node.open) node.showModal();
    if (menu === 'hide' && node.open) node.close();
  }, [menu]);

  const toggleSubmenu = (id: string) => setSubmenu((current) => (current === id ? null : id));

  return (
    <>
      <button type="button" className={styles.toggle} aria-label="Open menu" aria-expanded={menu === 'see'} onClick={() => setMenu('see')}>
        <Icon name="menu" size={26} />
      </button>
      <dialog
        ref={dialog}
        className={styles.panel}
        aria-label="Menu"
        onClose={() => setMenu('hide')}
        onClick={(event) => {
          if (isBackdropClick(event)) setMenu('hide');
        }}
      >
        <div className={styles.head}>
          <span className={styles.title}>Menu</span>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => setMenu('hide')}>
            <Icon name="close" size={24} />
          </button>
        </div>
        {built && (
          <nav
            aria-label="Mobile"
            onClick={(event) => {
              // A link to the page on screen (or a part of it) changes no path: the menu would stay
              // open over the page the visitor asked for.
              if ((event.target as Element).closest('a')) setMenu('hide');
            }}
          >
            <ul className={styles.list}>
              <li>
                <Link href={PAGES.course} className={styles.link} markCurrent>
                  Courses
                </Link>
              </li>
              {failed && (
                <li>
                  <PartFailure message={LOAD_FAILURE.list} className={styles.failure} />
                </li>
              )}
              {entries.map((entry) => (
                <li key={entry.id}>
                  {entry.children.length > 0 ? (
                    <>
                      <button
                        type="button"
                        className={styles.link}
                        aria-expanded={submenu === entry.id}
                        aria-controls={`submenu-${entry.id}`}
                        onClick={() => toggleSubmenu(entry.id)}
                      >
                        <span className={styles.label}>
                          <MenuIcon src={entry.icon} />
                          {entry.title}
                        </span>
                        <Icon name="chevron" size={20} className={styles.chevron} />
                      </button>
                      <ul id={`submenu-${entry.id}`} className={styles.submenu} hidden={submenu !== entry.id}>
                        {entry.children.map((child) => (
                          <li key={child.href + child.title}>
                            <MenuEntryLink href={child.href} external={child.external} className={styles.sublink}>
                              {child.title}
                            </MenuEntryLink>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <MenuEntryLink href={entry.href ?? '#'} external={entry.external} className={styles.link}>
                      <span className={styles.label}>
                        <MenuIcon src={entry.icon} />
                        {entry.title}
                      </span>
                    </MenuEntryLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </dialog>
    </>
  );
}
