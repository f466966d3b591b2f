import Link from 'next/link';
import { site } from '@/lib/site';
import { SmartLink } from '@/components/ui/SmartLink';
import type { LayoutData } from './layout-data';
import styles from './SiteHeader.module.css';

/** The page's banner: top bar with contact links, logo and the main menu from the API. */
export function SiteHeader({ data }: { data: LayoutData }) {
  const details = data.siteDetails;
  const phone = details?.callnumber;
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          {details?.noticeboard && <p className={styles.notice}>{details.noticeboard}</p>}
          <ul className={styles.topLinks}>
            {phone && (
              <li>
                <a href={`tel:${site.phonePrefix}${phone}`}>
                  {site.phonePrefix} {phone}
                </a>
              </li>
            )}
            {details?.adminemail && (
              <li>
                <a href={`mailto:${details.adminemail}`}>{details.adminemail}</a>
              </li>
            )}
            {details?.studentlogin && (
              <li>
                <a href={details.studentlogin} target="_blank" rel="noopener noreferrer">
                  STUDENT LOGIN
                </a>
              </li>
            )}
            <li>
              <Link className={styles.enroll} href="/registration">
                ENROLL NOW
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={`container ${styles.mainInner}`}>
          <Link href="/" className={styles.logo} aria-label={`${site.name} home`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the logo can be an SVG on any host; fixed size */}
            <img src={details?.logo ?? site.logo} alt={site.name} width={180} height={48} />
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.menu}>
              {data.nav.map((item) => (
                <li key={item.thisid} className={styles.menuItem}>
                  <SmartLink link={item.linkurl} className={styles.menuLink}>
                    {item.title}
                  </SmartLink>
                  {item.dropdown.length > 0 && (
                    <ul className={styles.dropdown}>
                      {item.dropdown.map((entry) => (
                        <li key={entry.title}>
                          <SmartLink link={entry.linkurl}>{entry.title}</SmartLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
