import type { Metadata } from 'next';
import { KeptPages } from '@/components/offline/KeptPages.client';
import { MessagePage } from '@/components/ui/MessagePage';

/*
 * The pages kept on this device for reading offline. The service worker keeps this page at
 * install and shows it for any page it has not kept when there is no connection.
 */
export const metadata: Metadata = { title: 'Saved for offline reading', robots: { index: false, follow: false } };

export default function OfflinePage() {
  return (
    <MessagePage
      title="Saved for offline reading"
      subtitle="Pages you open are kept on this device as you read, so they open without a connection."
    >
      <KeptPages />
    </MessagePage>
  );
}
