import Link from 'next/link';
import { site } from '@/lib/site';
import { SmartLink } from '@/components/ui/SmartLink';
import { courseHref } from '@/components/course/course-href';
import type { LayoutData } from './layout-data';
import styles from './SiteFooter.module.css';

const FOOTER_COURSES = 7;

/** The page's contentinfo: about text, the API's two link columns, courses, apps and policies. */
export function SiteFooter({ data }: { data: LayoutData }) {
  const details = data.siteDetails;
  const socials = (['facebook', 'instagram', 'twitter', 'youtube'] as const).flatMap((name) => {
    const href = details?.[name];
    return href ? [{ name, href }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          {/* eslint-disable-next-line @next/next/no-img-element -- logo from the API, any host, fixed size */}
          <img src={details?.logos ?? site.logo} alt={site.name} width={180} height={48} className={styles.logo} />
          {details?.footercontent && <p>{details.footercontent}</p>}
          {socials.length > 0 && (
            <ul className={styles.socials} aria-label="Social media">
              {socials.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {[data.leftLinks, data.rightLinks].map((links, column) => (
          <nav key={column} aria-label={`Website Link ${column + 1}`} className={styles.column}>
            <h2 className={styles.heading}>Website Link</h2>
            <ul>
              {links.map((l) => (
                <li key={`${l.title}-${l.linkurl?.href}`}>
                  <SmartLink link={l.linkurl}>{l.title}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Courses" className={styles.column}>
          <h2 className={styles.heading}>Courses</h2>
          <ul>
            <li>
              <Link href="/course">All Courses</Link>
            </li>
            {data.courses.slice(0, FOOTER_COURSES).map((c) => (
              <li key={c.ID}>
                <Link href={courseHref(c)}>{c.coursename}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Get the app</h2>
          <ul className={styles.apps}>
            {details?.androidapp && (
              <li>
                <a href={details.androidapp} target="_blank" rel="noopener noreferrer" className={styles.badge}>
                  Get it on Android
                </a>
              </li>
            )}
            {details?.iosapp && (
              <li>
                <a href={details.iosapp} target="_blank" rel="noopener noreferrer" className={styles.badge}>
                  Download on iOS
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{details?.footerstamp ?? `© ${site.name}`}</p>
          <ul>
            <li>
              <Link href="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link href="/refund-policy">Refund &amp; Cancellation</Link>
            </li>
            <li>
              <Link href="/terms-and-conditions">Terms &amp; Conditions</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
