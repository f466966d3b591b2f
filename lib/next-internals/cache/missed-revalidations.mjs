/*
 * Tags revalidated while Redis was out of reach: the webhook refreshed only the instance that got
 * it, so they are kept here and handed to Redis (removal and revalidation clock) when it answers
 * again, and every instance then renders those pages afresh. Bounded: past MAX_TAGS distinct tags
 * the whole site is refreshed instead (every page and data entry carries the root layout's
 * implicit tag), which costs renders, never a stale page.
 */
export const MAX_TAGS = 1000;
export const WHOLE_SITE = '_N_T_/layout';

export function missedRevalidations() {
  let tags = new Set();
  return {
    add(list) {
      for (const tag of list) tags.add(tag);
      if (tags.size > MAX_TAGS) tags = new Set([WHOLE_SITE]);
    },
    /** The tags kept so far, forgotten here. */
    take() {
      const taken = [...tags];
      tags = new Set();
      return taken;
    },
  };
}
