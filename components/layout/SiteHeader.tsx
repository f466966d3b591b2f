import { Link } from '@/components/ui/Link.client';
import { CoursesMenu } from '@/components/header/CoursesMenu.client';
import { courseGroups } from '@/lib/menu/course-groups';
import { GetACall } from '@/components/header/GetACall.client';
import { Logo } from '@/components/header/Logo.client';
import { MainMenu } from '@/components/header/MainMenu';
import { MobileMenu } from '@/components/header/MobileMenu.client';
import { toMenuEntries } from '@/lib/menu/menu-entries';
import { NewsTicker } from '@/components/header/NewsTicker';
import { SearchPopup } from '@/components/header/SearchPopup.client';
import { SocialLinks } from '@/components/header/SocialLinks';
import { StickyBar } from '@/components/header/StickyBar.client';
import { Icon } from '@/components/ui/Icon';
import { site } from '@/lib/site';
import type { LayoutData } from '@/lib/page-kit/layout-data';
import { PAGES } from '@/lib/routes';
import styles from './SiteHeader.module.css';

/** The page's banner: news ticker, top bar, and the main bar that turns sticky. */
export function SiteHeader({ data, studentLogin }: { data: LayoutData; studentLogin: string | undefined }) {
  const details = data.siteDetails;
  const phone = details?.callnumber;
  const entries = toMenuEntries(data.nav);
  return (
    <header className={styles.header}>
      <NewsTicker headlines={data.headlines} failed={data.failed.headlines} />
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          {details?.noticeboard && <p className={styles.notice}>{details.noticeboard}</p>}
          <ul className={styles.topLinks}>
            {phone && (
              <li>
                <a href={`tel:${site.phonePrefix}${phone}`} className={styles.contact}>
                  <Icon name="phone" size={14} />
                  {site.phonePrefix} {phone}
                </a>
              </li>
            )}
            {details?.adminemail && (
              <li className={styles.mail}>
                <a href={`mailto:${details.adminemail}`} className={styles.contact}>
                  <Icon name="mail" size={14} />
                  {details.adminemail}
                </a>
              </li>
            )}
            <li className={styles.socials}>
              <SocialLinks details={details} />
            </li>
            {studentLogin && (
              <li className={styles.wide}>
                <a href={studentLogin} target="_blank" rel="noopener noreferrer" className={styles.pill}>
                  STUDENT LOGIN
                </a>
              </li>
            )}
            <li className={styles.wide}>
              <Link href={PAGES.registration} className={`${styles.pill} ${styles.enroll}`}>
                ENROLL NOW
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <StickyBar>
        <div className={`container ${styles.mainInner}`}>
          <Logo src={details?.logo ?? site.logo} fallback={site.logo} alt={site.name} className={styles.logo} />
          <nav aria-label="Main" className={styles.nav}>
            <MainMenu
              entries={entries}
              failed={data.failed.nav}
              coursesMenu={<CoursesMenu groups={courseGroups(data.branches, data.courses)} />}
            />
          </nav>
          <div className={styles.actions}>
            {details?.getacall_display && <GetACall />}
            <SearchPopup />
            <MobileMenu entries={entries} failed={data.failed.nav} />
          </div>
        </div>
      </StickyBar>
    </header>
  );
}
