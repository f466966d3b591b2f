import type { SiteDetails } from '@/lib/content/schemas/site';
import { BrandIcon } from '@/components/ui/BrandIcon';
import styles from './SocialLinks.module.css';

const NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'Twitter'],
  ['youtube', 'YouTube'],
] as const;

/** The institute's social profiles as icon links (names for screen readers). */
export function SocialLinks({ details, tone = 'light' }: { details: SiteDetails | null; tone?: 'light' | 'dark' }) {
  const links = NETWORKS.flatMap(([key, label]) => (details?.[key] ? [{ key, label, href: details[key] }] : []));
  if (links.length === 0) return null;
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {links.map((l) => (
        <li key={l.key}>
          <a href={l.href} target="_blank" rel="noopener noreferrer" aria-label={l.label} className={styles.link}>
            <BrandIcon name={l.key} size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
