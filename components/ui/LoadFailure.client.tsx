'use client';

import { useEffect } from 'react';
import buttons from './Button.module.css';
import { MessagePage } from './MessagePage';

type BoundaryProps = { error: Error & { digest?: string }; retry: () => void };
type Props = BoundaryProps & { message: string; subtitle?: string };

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

/** A route's error.tsx that names its failure with one of the catalogue's texts (LOAD_FAILURE). */
export function loadFailureBoundary(message: string) {
  return function RouteLoadFailure(props: BoundaryProps) {
    return <LoadFailure message={message} {...props} />;
  };
}
