'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import buttons from './Button.module.css';
import { MessagePage } from './MessagePage';

/** Spec section 8's load-failure messages. */
export const LOAD_FAILURE = { list: 'Failed to load branches', detail: 'Failed to load branch by URL' } as const;

type Props = { message: string; error: Error & { digest?: string }; reset: () => void };

/** The error state of a list or detail route (its error.tsx): the message, logged, and a retry that asks the server again. */
export function LoadFailure({ message, error, reset }: Props) {
  const router = useRouter();
  useEffect(() => {
    console.error(message, error);
  }, [message, error]);
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <MessagePage title={message} subtitle="Please try again in a moment.">
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={retry}>
        Try again
      </button>
    </MessagePage>
  );
}
