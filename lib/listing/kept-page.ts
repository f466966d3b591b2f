/*
 * The last page 'More' reached on a list, kept in that list's own history entry, so Back from an
 * opened card shows the cards the visitor had loaded (and the browser can put them back where they
 * were) instead of the first page alone. A new visit to the list is a new entry, which starts at
 * its first page. Next keeps its own keys beside ours in `history.state`, but rewrites the entry's
 * state on some visits (a link to the page on screen), so the feed writes it again as the visitor
 * leaves through a card.
 */
const KEY = 'listPage';

/** The page kept in the current history entry, or 0. */
export function keptPage(): number {
  const state: unknown = window.history.state;
  const page = state && typeof state === 'object' && KEY in state ? Number(state[KEY]) : 0;
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
}

export function keepPage(page: number): void {
  if (keptPage() === page) return;
  window.history.replaceState({ ...(window.history.state as object | null), [KEY]: page }, '');
}
