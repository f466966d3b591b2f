'use client';

import { useEffect } from 'react';
import { MessagePage } from '@/components/ui/MessagePage';
import buttons from '@/components/ui/Button.module.css';

/* An uncaught render error inside the shell: the header and footer stay usable. */
export default function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage title="Unexpected Application Error!" subtitle="This page could not be loaded just now. Please try again in a moment.">
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={retry}>
        Try again
      </button>
    </MessagePage>
  );
}
