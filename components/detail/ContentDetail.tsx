import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/page-kit/Breadcrumb';
import type { Crumbs } from '@/lib/page-kit/crumbs';
import { ContentImage } from '@/components/ui/ContentImage';
import { RichText } from '@/components/ui/RichText';
import { formatDate } from '@/lib/dates';
import { readingMinutes, readingTimeLabel } from '@/lib/reading-time';
import { outlineUnder } from '@/lib/seo/outline';
import styles from './ContentDetail.module.css';

type Props = {
  crumbs: Crumbs;
  title: string;
  date?: string;
  /** Sanitised HTML of the body (the content schemas sanitise it). */
  html: string;
  pic?: string;
  lead?: string;
  keywords?: readonly string[];
  /** Below the body: a link back to the list. */
  footer?: ReactNode;
};

/**
 * One editorial item (a blog, a daily current-affairs entry, an article…): everything is in the server
 * HTML (title, date, reading time, picture, full body), so crawlers read it without scripts.
 */
export function ContentDetail({ crumbs, title, date, html, pic, lead, keywords, footer }: Props) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <div className={`container ${styles.narrow}`}>
          <Breadcrumb items={crumbs} />
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.meta}>
            {date && (
              <>
                <time dateTime={date}>{formatDate(date)}</time>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <span>{readingTimeLabel(readingMinutes(html))}</span>
          </p>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
      </header>
      <div className={`container ${styles.narrow} ${styles.body}`}>
        {pic && (
          <ContentImage
            src={pic}
            alt=""
            width={1200}
            height={630}
            sizes="(min-width: 860px) 800px, 100vw"
            priority
            className={styles.picture}
          />
        )}
        {/* The body sits under the page's h1: its headings start at h2, without gaps. */}
        <RichText html={outlineUnder(html, 1)} />
        {keywords && keywords.length > 0 && (
          <ul className={styles.keywords} aria-label="Keywords">
            {keywords.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}
