import type { Metadata } from 'next';
import { CardGrid } from '@/components/listing/CardGrid';
import { EntryCard } from '@/components/listing/EntryCard';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { content } from '@/lib/content';
import { explorations as explorationType } from '@/lib/content-types/writing';
import { entrySummary } from '@/lib/listing/summaries';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('exploration', PAGES.exploration, {
    title: 'Exploration: India’s Heritage, Geography and Culture',
    description: 'Illustrated stories of India’s heritage sites, landscapes, festivals and traditions, linked to the UPSC syllabus.',
  });
}

/** The contract's exploration list is not paged: every exploration, newest first. */
export default async function ExplorationPage() {
  const explorations = (await content.all(explorationType)).map((item) => entrySummary(explorationType, item));
  return (
    <>
      <PageHero
        title="Exploration"
        lead="India’s heritage, landscapes and traditions, told as stories that connect with the syllabus."
        crumbs={crumbsTo({ label: 'Exploration', href: PAGES.exploration })}
      />
      <ListBody label="Explorations">
        <CardGrid items={explorations} empty="No explorations yet." itemKey={(entry) => entry.id}>
          {(entry, i) => <EntryCard entry={entry} priority={i === 0} />}
        </CardGrid>
      </ListBody>
    </>
  );
}
