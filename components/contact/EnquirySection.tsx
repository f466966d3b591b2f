import type { ReactNode } from 'react';
import { EnquiryForm } from '@/components/forms/EnquiryForm.client';
import type { SiteDetails } from '@/lib/content/schemas/site';
import { FALLBACK_TEXTS } from '@/lib/constants';
import styles from './EnquirySection.module.css';

type Props = { details: SiteDetails | null; pagename: string; title: string; intro: string; aside: ReactNode };

/** A page with the enquiry form beside what the visitor needs to decide (contact-us, registration). */
export function EnquirySection({ details, pagename, title, intro, aside }: Props) {
  return (
    <section className={styles.section}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <h1>{title}</h1>
          <p className={styles.intro}>{intro}</p>
          {aside}
        </div>
        <EnquiryForm
          heading={details?.header1 ?? FALLBACK_TEXTS.header}
          subtitle={details?.title1 ?? FALLBACK_TEXTS.title}
          pagename={pagename}
        />
      </div>
    </section>
  );
}
