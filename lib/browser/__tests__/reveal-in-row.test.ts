/** @jest-environment jsdom */
import { revealInRow, ROW_FADE_PX } from '@/lib/browser/reveal-in-row';

/** A row 300 px wide at x 10, scrolled to `scrollLeft`, holding an item at `left`..`left + width` of its content. */
function row(scrollLeft: number, item: { left: number; width: number }, scrollWidth = 1000) {
  const element = document.createElement('ul');
  const child = element.appendChild(document.createElement('li'));
  let scrolled = scrollLeft;
  Object.defineProperty(element, 'scrollLeft', { get: () => scrolled, set: (value: number) => (scrolled = value) });
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { value: 300 });
  element.getBoundingClientRect = () => ({ left: 10, right: 310, width: 300 }) as DOMRect;
  child.getBoundingClientRect = () =>
    ({ left: 10 + item.left - scrolled, right: 10 + item.left + item.width - scrolled, width: item.width }) as DOMRect;
  return { element, child, scrolled: () => scrolled, box: () => child.getBoundingClientRect() };
}

describe('revealInRow', () => {
  it('scrolls an item cut off at the end until it shows whole, clear of the faded end', () => {
    const r = row(0, { left: 330, width: 120 });
    revealInRow(r.element, r.child);
    expect(r.box().right).toBe(310 - ROW_FADE_PX);
  });

  it('scrolls back to an item cut off at the start', () => {
    const r = row(400, { left: 380, width: 100 });
    revealInRow(r.element, r.child);
    expect(r.box().left).toBe(10 + ROW_FADE_PX);
  });

  it('leaves the row alone when the item already shows whole, or when the row does not scroll', () => {
    const shown = row(100, { left: 200, width: 100 });
    revealInRow(shown.element, shown.child);
    expect(shown.scrolled()).toBe(100);
    const fits = row(0, { left: 330, width: 120 }, 300);
    revealInRow(fits.element, fits.child);
    expect(fits.scrolled()).toBe(0);
  });

  it('shows an item wider than the row from its start', () => {
    const r = row(0, { left: 500, width: 280 });
    revealInRow(r.element, r.child);
    expect(r.box().left).toBe(10 + ROW_FADE_PX);
  });
});
