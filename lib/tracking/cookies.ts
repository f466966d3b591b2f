import { setCookie } from 'nookies';
import { trackingCookie, trackingHost } from './cookie-policy';
import { fitCookieValue } from './cookie-size';

/*
 * Writing the tracking cookies (docs/screens.md#enquiry-forms: valid values as typed). Loaded with the
 * forms, not every page. The layout names the production host on <html>.
 */
export function writeTrackingCookie(name: string, value: string): void {
  if (!trackingHost(window.location.hostname, document.documentElement.dataset.productionHost)) return;
  setCookie(null, name, fitCookieValue(name, value), trackingCookie(window.location.protocol === 'https:'));
}
