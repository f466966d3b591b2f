'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { MOBILE_CUTOFF_PX } from '@/lib/constants';

type TawkApi = { hideWidget?: () => void; showWidget?: () => void; onLoad?: () => void };
declare global {
  interface Window {
    Tawk_API?: TawkApi;
  }
}

function applyVisibility(pathname: string) {
  const hide = pathname.startsWith('/course-details/') && window.innerWidth < MOBILE_CUTOFF_PX;
  const api = window.Tawk_API;
  if (hide) api?.hideWidget?.();
  else api?.showWidget?.();
}

/**
 * The third-party chat widget, loaded only when switched on, once the browser is idle after
 * the page became interactive, so it never delays the page. Hidden on course pages on phones.
 */
export function ChatWidget({ src }: { src: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (document.querySelector('script[data-chat-widget]')) return;
    const load = () => {
      window.Tawk_API = window.Tawk_API ?? {};
      window.Tawk_API.onLoad = () => applyVisibility(window.location.pathname);
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.charset = 'UTF-8';
      script.crossOrigin = '*';
      script.dataset.chatWidget = 'true';
      document.body.appendChild(script);
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 3000));
    const start = () => idle(load, { timeout: 8000 });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, [src]);

  useEffect(() => {
    applyVisibility(pathname);
  }, [pathname]);

  return null;
}
