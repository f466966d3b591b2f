import styles from './RichText.module.css';

/** HTML from the API, already sanitised by the content layer's schemas. */
export function RichText({ html, className }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className ? `${styles.prose} ${className}` : styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
