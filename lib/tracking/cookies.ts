import { setCookie } from 'nookies';
import { fitCookieValue } from './cookie-size';

/*
 * Writing the tracking cookies (spec section 5: valid values as typed), only on the
 * production host or on localhost (spec section 9). Loaded with the forms, not every page.
 */
const THIRTY_DAYS = 60 * 60 * 24 * 30;

function trackingAllowed(hostname = window.location.hostname): boolean {
  const production = document.documentElement.dataset.productionHost;
  return hostname === 'localhost' || hostname === '127.0.0.1' || (!!production && hostname === production);
}

export function writeTrackingCookie(name: string, value: string): void {
  if (!trackingAllowed()) return;
  setCookie(null, name, fitCookieValue(name, value), { maxAge: THIRTY_DAYS, path: '/', sameSite: 'lax' });
}
