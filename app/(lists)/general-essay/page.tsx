import type { Metadata } from 'next';
import { EssayCard } from '@/components/essay/EssayCard';
import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/page-kit/PageHero';
import { content } from '@/lib/content';
import { essays as essayType } from '@/lib/content-types/writing';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import styles from './page.module.css';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('general-essay', PAGES.generalEssay, {
    title: 'UPSC Essay Samples: General Essays for Mains',
    description: 'Well-structured sample essays for the UPSC Mains essay paper on philosophical and socio-economic themes.',
  });
}

export default async function GeneralEssayPage() {
  const essays = await content.all(essayType);
  return (
    <>
      <PageHero
        title="General Essay"
        lead="Sample essays for the Mains essay paper, with introductions, arguments and conclusions."
        crumbs={crumbsTo({ label: 'General Essay', href: PAGES.generalEssay })}
      />
      <ListBody label="Essays">
        {essays.length === 0 ? (
          <ListMessage title="No essays yet." />
        ) : (
          <ul className={styles.list}>
            {essays.map((essay) => (
              <li key={essay.ID}>
                <EssayCard essay={essay} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
