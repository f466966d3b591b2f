import { API } from '@/lib/routes';
import { readCookie, TRACK_COOKIES } from './storage';
import type { VitalEvent } from './vital-event';

/*
 * The tracking pixel of docs/screens.md#tracking, sent to our own host (/api/track): who (from the
 * tracking cookies), what (event, button id, click position) and where (page, title,
 * referrer). sendBeacon never delays navigation.
 */
export type PixelEvent = {
  event: 'pageview' | 'click' | 'urlchange' | 'web-vital';
  buttonId?: string;
  x?: number;
  y?: number;
  metric?: VitalEvent;
  /** The page the event belongs to, when it is sent after the visitor may have moved on; else the current one. */
  url?: string;
};

export function sendPixel(data: PixelEvent): void {
  const body = JSON.stringify({
    ...data,
    name: readCookie(TRACK_COOKIES.name),
    contact: readCookie(TRACK_COOKIES.contact),
    email: readCookie(TRACK_COOKIES.email),
    referrer: document.referrer || undefined,
    url: data.url ?? window.location.href,
    title: document.title,
  });
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.(API.track, blob)) {
    void fetch(API.track, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
  }
}
