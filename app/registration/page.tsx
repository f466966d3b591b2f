import type { Metadata } from 'next';
import { EnquirySection } from '@/components/contact/EnquirySection';
import { getLayoutData } from '@/lib/page-kit/layout-data';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import styles from './page.module.css';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('registration', PAGES.registration, {
    title: 'Enroll Now',
    description:
      'Enroll for UPSC foundation, optional, CSAT and test-series programmes. Send your details and a counsellor confirms your seat.',
  });
}

const STEPS = [
  'Send your details with the form.',
  'A counsellor calls you within one working day to match you with a course, batch and centre.',
  'Pay the fee online or at the centre and collect your study material.',
];

export default async function RegistrationPage() {
  const { siteDetails } = await getLayoutData();
  return (
    <EnquirySection
      details={siteDetails}
      pagename="Registration"
      title="Enroll Now"
      intro="Reserve your seat in the next batch. Enrolment takes three steps:"
      aside={
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      }
    />
  );
}
