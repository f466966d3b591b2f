import type { Metadata } from 'next';
import { Accordion } from '@/components/faq/Accordion.client';
import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/page-kit/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { RichText } from '@/components/ui/RichText';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { faqJsonLd } from '@/lib/seo/structured-data';
import { site } from '@/lib/site';
import { PAGES } from '@/lib/routes';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('faq', PAGES.faq, {
    title: 'Frequently Asked Questions about UPSC Coaching',
    description: `Answers to common questions about ${site.name}'s courses, batches, fees, test series and admissions.`,
  });
}

export default async function FaqPage() {
  const faq = await content.getFaq();
  const answered = faq.filter((item) => item.answer);
  return (
    <>
      {answered.length > 0 && <JsonLd data={faqJsonLd(answered, PAGES.faq)} />}
      <PageHero
        title="Frequently Asked Questions"
        lead="Courses, batches, fees and admissions: the questions aspirants ask us most."
        crumbs={crumbsTo({ label: 'FAQ', href: PAGES.faq })}
      />
      <ListBody label="Questions and answers">
        {faq.length === 0 ? (
          <ListMessage title="Questions and answers will appear here soon." />
        ) : (
          <Accordion
            items={faq.map((item) => ({
              id: item.ID,
              title: item.question,
              body: item.answer ? <RichText html={item.answer} /> : <p>We will answer this shortly. Call us in the meantime.</p>,
            }))}
          />
        )}
      </ListBody>
    </>
  );
}
