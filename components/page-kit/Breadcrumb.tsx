import { JsonLd } from '@/components/seo/JsonLd';
import { Link } from '@/components/ui/Link.client';
import type { Crumbs } from '@/lib/page-kit/crumbs';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import styles from './Breadcrumb.module.css';

/**
 * Where the page sits: Home › List › Item. The last crumb is the current page (no link). Its
 * BreadcrumbList JSON-LD comes with it, from the same crumbs, on every page that has one.
 */
export function Breadcrumb({ items }: { items: Crumbs }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <JsonLd data={breadcrumbJsonLd(items)} />
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className={styles.item}>
              {item.href && !last ? (
                <Link href={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
