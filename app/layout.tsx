import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { EnquiryModalProvider } from '@/components/enquiry/EnquiryModalProvider.client';
import { getLayoutData } from '@/lib/page-kit/layout-data';
import { EarlyTaps } from '@/components/layout/EarlyTaps';
import { HydrationMark } from '@/components/layout/HydrationMark.client';
import { scheduleCallTexts } from '@/lib/page-kit/schedule-call-texts';
import { chatScriptUrl, studentLoginUrl } from '@/lib/page-kit/shell-links';
import { MobileBottomBar } from '@/components/layout/MobileBottomBar';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { OfflineSupport } from '@/components/offline/OfflineSupport.client';
import { Analytics } from '@/components/widgets/Analytics';
import { BackToTop } from '@/components/widgets/BackToTop.client';
import { ChatWidget } from '@/components/widgets/ChatWidget.client';
import { FloatingGuidance } from '@/components/widgets/FloatingGuidance.client';
import { NavigationOverlay } from '@/components/widgets/NavigationOverlay.client';
import { SalePopup } from '@/components/widgets/SalePopup.client';
import { Toasts } from '@/components/widgets/Toasts.client';
import { VisitTracker } from '@/components/widgets/VisitTracker.client';
import { FALLBACK_TEXTS } from '@/lib/constants';
import { devanagari } from '@/lib/fonts';
import { PAGES } from '@/lib/routes';
import { feedAlternates } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  alternates: { types: feedAlternates },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const data = await getLayoutData();
  const details = data.siteDetails;
  const studentLogin = studentLoginUrl(details, site.studentLoginUrl);
  const chat = chatScriptUrl(details, site.chatScript);
  return (
    <html lang="en-IN" className={devanagari.variable} data-production-host={new URL(site.url).hostname}>
      <head>
        <EarlyTaps />
        <link rel="expect" href="#site-footer" blocking="render" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <EnquiryModalProvider texts={scheduleCallTexts(details)}>
          <SiteHeader data={data} studentLogin={studentLogin} />
          <main id="main">{children}</main>
          <SiteFooter data={data} />
          <MobileBottomBar studentLogin={studentLogin} />
          {details?.needupsc_display && <FloatingGuidance label={details.header2 ?? FALLBACK_TEXTS.guidance} />}
        </EnquiryModalProvider>
        <BackToTop />
        {details?.webnotification && details.himage && <SalePopup image={details.himage} href={details.imagelink?.href ?? PAGES.course} />}
        {chat && <ChatWidget src={chat} />}
        <NavigationOverlay logo={details?.logo ?? site.logo} />
        <Toasts />
        <VisitTracker />
        <HydrationMark />
        <OfflineSupport />
        <Analytics />
      </body>
    </html>
  );
}
