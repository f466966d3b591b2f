import type { Key, ReactNode } from 'react';
import { ListMessage } from './ListMessage';
import grid from './CardGrid.module.css';

type Props<T> = {
  items: readonly T[];
  /** What an empty list says instead of a blank area. */
  empty: string;
  itemKey: (item: T, index: number) => Key;
  /** Up to four cards a row on desktops (covers, branches, books) instead of three. */
  four?: boolean;
  children: (item: T, index: number) => ReactNode;
};

/** A list page's cards in the shared grid, or its empty message. Server component. */
export function CardGrid<T>({ items, empty, itemKey, four = false, children }: Props<T>) {
  if (items.length === 0) return <ListMessage title={empty} />;
  return (
    <ul className={four ? grid.four : grid.grid}>
      {items.map((item, i) => (
        <li key={itemKey(item, i)} className={grid.item}>
          {children(item, i)}
        </li>
      ))}
    </ul>
  );
}
