import type { Metadata } from 'next';
import { MagazineListPage } from '@/components/magazine/MagazineListPage';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('appsc-magazine', PAGES.appscMagazine, {
    title: 'APPSC Group I & II Magazine',
    description: 'Monthly APPSC magazine for Group I and Group II: Andhra Pradesh current affairs, economy and schemes.',
  });
}

/** docs/screens.md#content-lists: a grid of cards with cover picture and headline, each with VIEW DETAILS opening the file in a new tab. */
export default async function AppscMagazinePage() {
  return (
    <MagazineListPage
      title="APPSC Magazine"
      lead="Andhra Pradesh current affairs, state economy and welfare schemes for APPSC Group I and II."
      crumb={{ label: 'APPSC Magazine', href: PAGES.appscMagazine }}
      issues={await content.getAppscMagazines()}
    />
  );
}
