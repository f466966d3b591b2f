import { env } from './env';

/** The institute's own facts that the content API has no field for (issue: configuration). */
export const site = {
  name: env.SITE_NAME,
  shortName: env.SITE_SHORT_NAME,
  url: env.SITE_URL,
  logo: env.SITE_LOGO,
  /** The student portal and the chat script when the site details give none (lib/page-kit/shell-links.ts). */
  studentLoginUrl: env.STUDENT_LOGIN_URL,
  chatScript: env.TAWK_PROPERTY ? `https://embed.tawk.to/${env.TAWK_PROPERTY}` : undefined,
  /** Description of pages whose content and SEO terms have none. */
  description: `${env.SITE_NAME}: UPSC civil services coaching in Delhi, Pune and Hyderabad.`,
  /** The browser's toolbar and the installed site's title bar (navy of the header). */
  themeColor: '#0b2545',
  /** The installed site's splash screen behind its icon. */
  backgroundColor: '#ffffff',
  phonePrefix: '+91',
  /** Figures of the home page's counters (the API has no field for them). */
  stats: [
    { label: 'Years of mentoring', value: 18, suffix: '+' },
    { label: 'Selections in CSE', value: 2450, suffix: '+' },
    { label: 'Students taught', value: 96000, suffix: '+' },
    { label: 'Centres across India', value: 4, suffix: '' },
  ],
} as const;

/** Absolute address of a site path, for canonical URLs, feeds and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url + '/').toString();
}
