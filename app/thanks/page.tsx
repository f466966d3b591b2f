import type { Metadata } from 'next';
import { PreviousPage } from '@/components/thanks/PreviousPage.client';
import { ThankYou } from '@/components/thanks/ThankYou';
import styles from '@/components/thanks/ThankYou.module.css';
import { thanksMetadata } from '@/lib/page-kit/thanks-metadata';
import { PAGES } from '@/lib/routes';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return thanksMetadata(PAGES.thanks);
}

export default function ThanksPage() {
  return (
    <ThankYou>
      <PreviousPage className={styles.previous} />
    </ThankYou>
  );
}
