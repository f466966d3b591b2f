'use client';

import { Link } from '@/components/ui/Link.client';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { CourseGroup } from '@/lib/menu/course-groups';
import { usePopover } from './usePopover.client';
import styles from './CoursesMenu.module.css';

/**
 * The COURSES mega-dropdown: hovering or focusing a branch lists its courses. Opens on
 * hover and on its button; Escape or a click elsewhere closes it.
 */
export function CoursesMenu({ groups }: { groups: CourseGroup[] }) {
  const { setOpen, root, toggle, panel } = usePopover<HTMLLIElement>();
  const [active, setActive] = useState(groups[0]?.id);
  const current = groups.find((g) => g.id === active) ?? groups[0];

  return (
    <li className={styles.root} ref={root} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        {...toggle}
        className={styles.toggle}
        // A pointer has already opened the menu on hover, so its click keeps it open; the keyboard (detail 0) toggles.
        onClick={(e) => setOpen((v) => (e.detail === 0 ? !v : true))}
      >
        COURSES <Icon name="chevron" size={16} />
      </button>
      <div {...panel} className={styles.panel}>
        <ul className={styles.branches} aria-label="Branches">
          {groups.map((g) => (
            <li key={g.id}>
              <button
                type="button"
                className={styles.branch}
                aria-pressed={g.id === current?.id}
                onMouseEnter={() => setActive(g.id)}
                onFocus={() => setActive(g.id)}
                onClick={() => setActive(g.id)}
              >
                {g.name}
              </button>
            </li>
          ))}
        </ul>
        <ul className={styles.courses} aria-label={current ? `Courses in ${current.name}` : 'Courses'}>
          {current?.courses.map((c) => (
            <li key={c.href}>
              <Link href={c.href} className={styles.course} onClick={() => setOpen(false)}>
                {c.name}
              </Link>
            </li>
          ))}
          {current && current.courses.length === 0 && <li className={styles.empty}>New batches announced soon.</li>}
        </ul>
      </div>
    </li>
  );
}
