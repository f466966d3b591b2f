import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getLayoutData } from '@/components/layout/layout-data';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { inter } from '@/lib/fonts';
import { site } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: `${site.name}: UPSC civil services coaching in Delhi, Pune and Hyderabad.`,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const data = await getLayoutData();
  return (
    <html lang="en-IN" className={inter.variable}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader data={data} />
        <main id="main">{children}</main>
        <SiteFooter data={data} />
      </body>
    </html>
  );
}
