import type { Metadata } from 'next';
import { EntryCard } from '@/components/listing/EntryCard';
import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/listing/PageHero';
import { content } from '@/lib/content';
import { explorationSummary } from '@/lib/listing/summaries';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import grid from '@/components/listing/CardGrid.module.css';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('exploration', PAGES.exploration, {
    title: 'Exploration: India’s Heritage, Geography and Culture',
    description: 'Illustrated stories of India’s heritage sites, landscapes, festivals and traditions, linked to the UPSC syllabus.',
  });
}

/** The contract's exploration list is not paged: every exploration, newest first. */
export default async function ExplorationPage() {
  const explorations = (await content.getExplorations()).map(explorationSummary);
  return (
    <>
      <PageHero
        title="Exploration"
        lead="India’s heritage, landscapes and traditions, told as stories that connect with the syllabus."
        crumbs={[{ label: 'Home', href: PAGES.home }, { label: 'Exploration' }]}
      />
      <ListBody label="Explorations">
        {explorations.length === 0 ? (
          <ListMessage title="No explorations yet." />
        ) : (
          <ul className={grid.grid}>
            {explorations.map((entry, i) => (
              <li key={entry.id} className={grid.item}>
                <EntryCard entry={entry} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
