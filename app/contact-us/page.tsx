import type { Metadata } from 'next';
import { BranchContacts } from '@/components/contact/BranchContacts';
import { EnquirySection } from '@/components/contact/EnquirySection';
import { getLayoutData } from '@/lib/page-kit/layout-data';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { PAGES } from '@/lib/routes';

export const revalidate = 600;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('contact-us', PAGES.contactUs, {
    title: 'Contact Us',
    description: 'Call, e-mail or visit our UPSC coaching centres in Delhi, Pune and Hyderabad, or send us your question.',
  });
}

export default async function ContactPage() {
  const { siteDetails, branches } = await getLayoutData();
  return (
    <EnquirySection
      details={siteDetails}
      pagename="Contact Us"
      title="Contact Us"
      intro="Talk to a counsellor about the right course, batch timings and fees. Visit a centre, call us, or leave your question and we will call you back."
      aside={<BranchContacts branches={branches} />}
    />
  );
}
