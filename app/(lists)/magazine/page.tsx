import type { Metadata } from 'next';
import { MagazineListPage } from '@/components/magazine/MagazineListPage';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('magazine', PAGES.magazine, {
    title: 'Monthly Current Affairs Magazine for UPSC',
    description: 'Our monthly current affairs magazine for UPSC: the month’s news analysed, with editorials, data and practice questions.',
  });
}

export default async function MagazinePage() {
  return (
    <MagazineListPage
      title="Monthly Magazine"
      lead="The month’s current affairs for UPSC in one issue, to read online or download."
      crumb={{ label: 'Magazine', href: PAGES.magazine }}
      issues={await content.getMagazines()}
    />
  );
}
