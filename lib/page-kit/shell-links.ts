import type { SiteDetails } from '@/lib/content/schemas/site';

/*
 * The site details of the spec have no field for the student portal or the chat account; an
 * API that adds one (`studentlogin`, `tawkurl`) is followed, else the configuration
 * (STUDENT_LOGIN_URL, TAWK_PROPERTY: `site.studentLoginUrl`, `site.chatScript`) gives them. Without either there is no link and no chat:
 * never a dead link.
 */

/** STUDENT LOGIN's address (header and mobile bottom bar). */
export function studentLoginUrl(details: SiteDetails | null, configured: string | undefined): string | undefined {
  return details?.studentlogin ?? configured;
}

/** The chat script to load on the visitor's click, while `tawk_display` is on. */
export function chatScriptUrl(details: SiteDetails | null, configured: string | undefined): string | undefined {
  return details?.tawk_display ? (details.tawkurl ?? configured) : undefined;
}
