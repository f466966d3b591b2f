import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { MessagePage } from '@/components/ui/MessagePage';
import { PAGES } from '@/lib/routes';

/* Where a detail page whose content the API does not know ends (docs/screens.md#detail-pages: 404 → /error). */
export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } };

export default function ErrorPage() {
  return (
    <MessagePage title="Sorry! Page Not Found" subtitle="Please check the url once">
      <ButtonLink href={PAGES.home}>Back to Homepage</ButtonLink>
    </MessagePage>
  );
}
