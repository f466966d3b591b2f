import type { SiteDetails } from '@/lib/content/schemas/site';
import { FALLBACK_TEXTS } from '@/lib/constants';

/**
 * The schedule-a-call modal's texts from the site details, each with the product's own
 * fallback: 'Header Here', 'Title Here', 'subtitle Here' (docs/screens.md#enquiry-forms). The
 * floating button that opens it keeps its own default label, 'Need FREE Guidence for UPSC?'.
 */
export function scheduleCallTexts(details: SiteDetails | null) {
  return {
    heading: details?.header2 ?? FALLBACK_TEXTS.header,
    title: details?.title2 ?? FALLBACK_TEXTS.title,
    subtitle: details?.subtitle2 ?? FALLBACK_TEXTS.subtitle,
  };
}
