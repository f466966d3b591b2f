import type { Metadata } from 'next';
import { MagazineListPage } from '@/components/magazine/MagazineListPage';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('weekly-magazine', PAGES.weeklyMagazine, {
    title: 'Weekly Current Affairs Magazine for UPSC',
    description: 'A weekly news digest for UPSC aspirants: the week’s top stories, editorial summaries and Prelims facts.',
  });
}

export default async function WeeklyMagazinePage() {
  return (
    <MagazineListPage
      title="Weekly Magazine"
      lead="The week’s news for UPSC: top stories, editorial summaries and Prelims facts."
      crumb={{ label: 'Weekly Magazine', href: PAGES.weeklyMagazine }}
      issues={await content.getWeeklyMagazines()}
    />
  );
}
