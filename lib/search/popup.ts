import type { SearchKind } from './kinds';

/** Results the header's popup lists; Enter opens the full page with all of them. */
export const POPUP_RESULTS = 6;

/** /api/search's answer. */
export type PopupAnswer = {
  results: { kind: SearchKind; title: string; href: string; date?: string }[];
  total: number;
  capped: boolean;
};

/** The id of suggestion `i`, which the field names as its active descendant. */
export const popupOptionId = (i: number) => `site-search-option-${i}`;
