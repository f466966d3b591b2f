/* Business constants (docs/screens.md#constants), named once. */

/** Branches the COURSES menu shows when the branch list cannot load (ids as the branch tabs). */
export const FALLBACK_BRANCHES = [
  { ID: 1, branchname: 'Old Rajinder Nagar', city: 'Delhi' },
  { ID: 3, branchname: 'Pune', city: 'Pune' },
  { ID: 4, branchname: 'Hyderabad', city: 'Hyderabad' },
] as const;

export const FOOTER_COURSE_COUNT = 7;
export const MOBILE_CUTOFF_PX = 600;
export const STICKY_HEADER_OFFSET_PX = 200;
export const BACK_TO_TOP_AFTER_PX = 300;
export const GUIDANCE_ANIMATION_EVERY_MS = 30_000;
export const SALE_POPUP_DELAY_MS = 2_000;
export const URL_CHANGE_HANDLER_DELAY_MS = 2_000;

/**
 * The load-failure texts of the product's error catalogue (docs/screens.md#errors-and-empty-states),
 * exactly as it words them: a list (branches, courses, footer, home, nav), a detail (also news and
 * blogs), an article (daily current affairs, article) and page meta.
 */
export const LOAD_FAILURE = {
  list: 'Failed to load branches',
  detail: 'Failed to load branch by URL',
  article: 'Failed to load article by URL',
  meta: 'Failed to Fetch Meta Details',
} as const;

/** What shows while a part of the page loads its code (the Get a Call form, the schedule-a-call form, a branch picture). */
export const LOADING_TEXT = 'This is Loading. branch';

/** What the forms and widgets show when the site details leave a text empty (docs/screens.md#enquiry-forms). */
export const FALLBACK_TEXTS = {
  header: 'Header Here',
  title: 'Title Here',
  subtitle: 'subtitle Here',
  guidance: 'Need FREE Guidence for UPSC?',
} as const;
