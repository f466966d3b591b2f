import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { MessagePage } from '@/components/ui/MessagePage';
import { PAGES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return (
    <MessagePage title="Sorry! Page Not Found" subtitle="Please check the url once">
      <ButtonLink href={PAGES.home}>Back to Homepage</ButtonLink>
    </MessagePage>
  );
}
