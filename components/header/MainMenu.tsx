import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { PartFailure } from '@/components/ui/PartFailure';
import { LOAD_FAILURE } from '@/lib/constants';
import { MenuEntryLink } from './MenuEntryLink';
import { MenuIcon } from './MenuIcon';
import type { MenuEntry } from '@/lib/menu/menu-entries';
import styles from './MainMenu.module.css';

/**
 * The desktop main menu from the API. Dropdowns open on hover and on keyboard focus
 * (CSS :focus-within), so they work before any JavaScript has loaded.
 */
export function MainMenu({ entries, failed, coursesMenu }: { entries: MenuEntry[]; failed: boolean; coursesMenu: ReactNode }) {
  return (
    <ul className={styles.menu}>
      {coursesMenu}
      {failed && (
        <li className={styles.item}>
          <PartFailure message={LOAD_FAILURE.list} className={styles.failure} />
        </li>
      )}
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item}>
          {entry.href && entry.href !== '#' ? (
            <MenuEntryLink href={entry.href} external={entry.external} className={styles.link}>
              <MenuIcon src={entry.icon} />
              {entry.title}
              {entry.children.length > 0 && <Icon name="chevron" size={16} />}
            </MenuEntryLink>
          ) : (
            <button type="button" className={styles.link} aria-haspopup={entry.children.length > 0 || undefined}>
              <MenuIcon src={entry.icon} />
              {entry.title}
              {entry.children.length > 0 && <Icon name="chevron" size={16} />}
            </button>
          )}
          {entry.children.length > 0 && (
            <ul className={styles.dropdown}>
              {entry.children.map((child) => (
                <li key={child.href + child.title}>
                  <MenuEntryLink href={child.href} external={child.external} className={styles.dropLink}>
                    {child.title}
                  </MenuEntryLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
