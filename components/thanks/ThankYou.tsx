import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { MessagePage } from '@/components/ui/MessagePage';
import { PAGES } from '@/lib/routes';
import { FullLoadRedirect } from './FullLoadRedirect.client';
import styles from './ThankYou.module.css';

/** The thank-you pages' shared body (docs/screens.md#thank-you-pages). */
export function ThankYou({ children }: { children?: ReactNode }) {
  return (
    <MessagePage
      title="Thank You, We will call you shortly!!"
      subtitle="Request Submitted Successfully."
      icon={
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
      }
    >
      <FullLoadRedirect />
      {children}
      <ButtonLink href={PAGES.home}>Back to Homepage</ButtonLink>
    </MessagePage>
  );
}
