import { Link } from '@/components/ui/Link.client';
import { site } from '@/lib/site';
import { SmartLink } from '@/components/ui/SmartLink';
import { SocialLinks } from '@/components/header/SocialLinks';
import { BrandIcon } from '@/components/ui/BrandIcon';
import { courseHref, PAGES } from '@/lib/routes';
import type { LayoutData } from '@/lib/page-kit/layout-data';
import styles from './SiteFooter.module.css';
import { PartFailure } from '@/components/ui/PartFailure';
import { FOOTER_COURSE_COUNT, LOAD_FAILURE } from '@/lib/constants';

/** The page's contentinfo: about text, the API's two link columns, courses, apps and policies. */
export function SiteFooter({ data }: { data: LayoutData }) {
  const details = data.siteDetails;
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          {/* eslint-disable-next-line @next/next/no-img-element -- logo from the API, any host, fixed size */}
          <img src={details?.logos ?? site.logo} alt={site.name} width={180} height={48} className={styles.logo} />
          {details?.footercontent && <p>{details.footercontent}</p>}
          <SocialLinks details={details} tone="dark" />
        </div>
        {(
          [
            [data.leftLinks, data.failed.leftLinks],
            [data.rightLinks, data.failed.rightLinks],
          ] as const
        ).map(([links, failed], column) => (
          <nav key={column} aria-label={`Website Link ${column + 1}`} className={styles.column}>
            <h2 className={styles.heading}>Website Link</h2>
            <ul>
              {links.map((l) => (
                <li key={`${l.title}-${l.linkurl?.href}`}>
                  <SmartLink link={l.linkurl}>{l.title}</SmartLink>
                </li>
              ))}
              {failed && (
                <li>
                  <PartFailure message={LOAD_FAILURE.list} />
                </li>
              )}
            </ul>
          </nav>
        ))}
        <nav aria-label="Courses" className={styles.column}>
          <h2 className={styles.heading}>Courses</h2>
          <ul>
            <li>
              <Link href={PAGES.course}>All Courses</Link>
            </li>
            {data.courses.slice(0, FOOTER_COURSE_COUNT).map((c) => (
              <li key={c.ID}>
                <Link href={courseHref(c)}>{c.coursename}</Link>
              </li>
            ))}
            {data.failed.courses && (
              <li>
                <PartFailure message={LOAD_FAILURE.list} />
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Get the app</h2>
          <ul className={styles.apps}>
            {details?.androidapp && (
              <li>
                <a href={details.androidapp} target="_blank" rel="noopener noreferrer" className={styles.badge}>
                  <BrandIcon name="android" size={22} />
                  <span>
                    <small>Get it on</small> Android
                  </span>
                </a>
              </li>
            )}
            {details?.iosapp && (
              <li>
                <a href={details.iosapp} target="_blank" rel="noopener noreferrer" className={styles.badge}>
                  <BrandIcon name="apple" size={22} />
                  <span>
                    <small>Download on</small> iOS
                  </span>
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
              <Link href={PAGES.privacyPolicy}>Privacy Policy</Link>
            </li>
            <li>
              <Link href={PAGES.refundPolicy}>Refund &amp; Cancellation</Link>
            </li>
            <li>
              <Link href={PAGES.termsAndConditions}>Terms &amp; Conditions</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
