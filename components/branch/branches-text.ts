import { site } from '@/lib/site';

/** The branches page's subtitle, about studying at the institute (docs/screens.md#branches-page). */
export const BRANCHES_SUBTITLE = `Study at ${site.name} in Delhi, Pune or Hyderabad: the same faculty, printed notes and test series at every centre, with libraries and self-study halls open all day.`;
