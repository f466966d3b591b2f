import type { Metadata } from 'next';
import { DigestBrowser } from '@/components/current-affairs/DigestBrowser.client';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { content } from '@/lib/content';
import { DEFAULT_DIGEST_MONTH, DIGEST_MONTHS } from '@/lib/listing/constants';
import { digestItem } from '@/lib/listing/summaries';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { PAGES } from '@/lib/routes';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('current-affairs', PAGES.currentAffairs, {
    title: 'Monthly Current Affairs Digest for UPSC',
    description:
      'The monthly current affairs digest for UPSC: the month’s important news in polity, economy, environment and international relations.',
  });
}

/** `/currentaffairs` is the whole list (not paged), so the month is chosen on the page. */
export default async function MonthlyCurrentAffairsPage() {
  const digests = (await content.getDigests()).map(digestItem);
  return (
    <>
      <PageHero
        title="Monthly Current Affairs"
        lead="Each month’s important news for UPSC in one digest. Choose a month to read or download it."
        crumbs={crumbsTo({ label: 'Current Affairs', href: PAGES.currentAffairs })}
      />
      <ListBody label="Monthly digests">
        <DigestBrowser months={DIGEST_MONTHS} defaultMonth={DEFAULT_DIGEST_MONTH} digests={digests} />
      </ListBody>
    </>
  );
}
