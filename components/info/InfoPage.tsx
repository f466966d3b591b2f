import { PageHero } from '@/components/page-kit/PageHero';
import { ContentImage } from '@/components/ui/ContentImage';
import { RichText } from '@/components/ui/RichText';
import type { InfoView } from '@/lib/page-kit/info';
import type { KitPage } from '@/lib/page-kit/kit';
import { outlineUnder } from '@/lib/seo/outline';
import styles from './InfoPage.module.css';

/** An editor-written page (about, policies): title, optional picture, sanitised HTML body (lib/page-kit/info.ts loads it). */
export function InfoPage({ page: { crumbs, view } }: { page: KitPage<InfoView> }) {
  const { title, html, pic } = view;
  return (
    <article>
      <PageHero title={title} crumbs={crumbs} />
      <div className={`container ${styles.body}`}>
        {pic && (
          <ContentImage
            src={pic}
            alt=""
            width={1200}
            height={500}
            sizes="(min-width: 900px) 860px, 100vw"
            priority
            className={styles.picture}
          />
        )}
        {/* The body sits under the page's h1: its headings start at h2, without gaps. */}
        <RichText html={outlineUnder(html, 1)} />
      </div>
    </article>
  );
}
