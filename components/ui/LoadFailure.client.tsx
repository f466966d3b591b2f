'use client';

import { useEffect } from 'react';
import buttons from './Button.module.css';
import { MessagePage } from './MessagePage';

/** The load-failure messages of docs/screens.md#errors-and-empty-states. */
export const LOAD_FAILURE = { list: 'Failed to load branches', detail: 'Failed to load branch by URL' } as const;

type Props = { message: string; subtitle?: string; error: Error & { digest?: string }; retry: () => void };

/**
 * The error state of a route (its error.tsx): the message, logged, and Try again. `retry` is
 * the one Next gives every error boundary: it asks the server for the route again, then
 * renders it afresh.
 */
export function LoadFailure({ message, subtitle = 'Please try again in a moment.', error, retry }: Props) {
  useEffect(() => {
    console.error(message, error);
  }, [message, error]);
  return (
    <MessagePage title={message} subtitle={subtitle}>
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={retry}>
        Try again
      </button>
    </MessagePage>
  );
}
