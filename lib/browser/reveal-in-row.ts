/** The width of a sideways row's faded ends (globals.css .scroll-fade: var(--space-6)). */
export const ROW_FADE_PX = 32;

/**
 * Scrolls a sideways row so that `item` shows whole, clear of the row's faded ends. Chromium
 * scrolls a focused element sideways only when less than 32 px of it shows, so a chip or tab
 * reached with Tab or the arrow keys could stay half outside the row, its focus ring cut off.
 * An item wider than the row shows from its start.
 */
export function revealInRow(row: HTMLElement, item: Element): void {
  if (row.scrollWidth <= row.clientWidth) return;
  const bounds = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const start = bounds.left + ROW_FADE_PX;
  const end = bounds.right - ROW_FADE_PX;
  if (box.left < start || box.width > end - start) row.scrollLeft -= start - box.left;
  else if (box.right > end) row.scrollLeft += box.right - end;
}
