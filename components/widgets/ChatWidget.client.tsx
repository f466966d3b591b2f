'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { MOBILE_CUTOFF_PX } from '@/lib/constants';
import { isCoursePage } from '@/lib/routes';
import styles from './ChatWidget.module.css';

type TawkApi = { hideWidget?: () => void; showWidget?: () => void; maximize?: () => void; onLoad?: () => void };
declare global {
  interface Window {
    Tawk_API?: TawkApi;
  }
}

// The chat is hidden on course pages on phones (docs/screens.md#widgets): our bubble by CSS, the service's widget by its API.
const hiddenOn = (pathname: string) => isCoursePage(pathname) && window.innerWidth < MOBILE_CUTOFF_PX;

function applyVisibility(pathname: string) {
  const api = window.Tawk_API;
  if (hiddenOn(pathname)) api?.hideWidget?.();
  else api?.showWidget?.();
}

/**
 * The third-party chat, behind our own bubble: its script (a few hundred kB and a socket)
 * loads only when a visitor asks for chat, then opens the chat window. Until then no page
 * pays for it. Hidden on course pages on phones, like the service's own widget.
 */
export function ChatWidget({ src }: { src: string }) {
  const pathname = usePathname();
  const [state, setState] = useState<'idle' | 'loading' | 'loaded'>('idle');

  useEffect(() => {
    if (state === 'loaded') applyVisibility(pathname);
  }, [pathname, state]);

  const start = () => {
    if (state !== 'idle') return;
    setState('loading');
    window.Tawk_API = window.Tawk_API ?? {};
    window.Tawk_API.onLoad = () => {
      setState('loaded');
      applyVisibility(window.location.pathname);
      window.Tawk_API?.maximize?.();
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.charset = 'UTF-8';
    script.crossOrigin = '*';
    script.dataset.chatWidget = 'true';
    // Blocked or offline: the bubble stays, and a later click tries again.
    script.onerror = () => {
      script.remove();
      setState('idle');
    };
    document.body.appendChild(script);
  };

  if (state === 'loaded') return null;
  return (
    <button
      type="button"
      className={`${styles.bubble} ${isCoursePage(pathname) ? styles.hideOnPhone : ''}`}
      onClick={start}
      aria-busy={state === 'loading' || undefined}
    >
      <Icon name="chat" size={26} />
      <span className="visually-hidden">{state === 'loading' ? 'Opening chat…' : 'Chat with us'}</span>
    </button>
  );
}
