import type { Crumb } from '@/components/listing/Breadcrumb';
import { PageHero } from '@/components/listing/PageHero';
import { ContentImage } from '@/components/ui/ContentImage';
import { RichText } from '@/components/ui/RichText';
import { outlineUnder } from '@/lib/seo/outline';
import styles from './InfoPage.module.css';

type Props = { title: string; crumbs: readonly Crumb[]; html: string; pic?: string };

/** An editor-written page (about, policies): title, optional picture, sanitised HTML body. */
export function InfoPage({ title, crumbs, html, pic }: Props) {
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
