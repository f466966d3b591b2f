'use client';

import { useEnquiryModal } from '@/components/enquiry/enquiry-modal-context.client';
import buttons from '@/components/ui/Button.module.css';

/** The course page's BUY NOW: opens the enquiry modal and leaves the active tab as it is. */
export function BuyNowButton() {
  const modal = useEnquiryModal();
  return (
    <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => modal.open()} aria-haspopup="dialog">
      BUY NOW
    </button>
  );
}
