/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { EnquiryModalContext } from '@/components/enquiry/enquiry-modal-context.client';
import { BuyNowButton } from '@/components/course/BuyNowButton.client';

describe('BuyNowButton', () => {
  it('opens the enquiry modal', () => {
    const open = jest.fn();
    render(
      <EnquiryModalContext.Provider value={{ open, close: jest.fn() }}>
        <BuyNowButton />
      </EnquiryModalContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'BUY NOW' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
