/*
 * Where and how long the tracking cookies live, for the two writers: the proxy (campaign
 * parameters of a landing URL) and the forms (valid values as typed). Pure, so that both the
 * server and the browser bundle can import it.
 */

/**
 * Every tracking cookie: thirty days, the whole site, sent on top-level navigations from other
 * sites (SameSite=Lax), and on https only over https (Secure): they hold a name, a phone, an email.
 */
export function trackingCookie(https: boolean) {
  return { maxAge: 60 * 60 * 24 * 30, path: '/', sameSite: 'lax', secure: https } as const;
}

/** Tracking cookies are written only on the production host or on the machine itself (docs/screens.md#tracking). */
export function trackingHost(hostname: string, productionHost: string | undefined): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || (!!productionHost && hostname === productionHost);
}
