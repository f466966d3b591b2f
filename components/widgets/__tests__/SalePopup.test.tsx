/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SalePopup } from '@/components/widgets/SalePopup.client';

function onScreen(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: /max-width: 599px/.test(query) && width < 600,
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('SalePopup', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
  });
  afterEach(() => jest.useRealTimers());

  it('opens the 800 px modal 2 s after load on larger screens', () => {
    onScreen(1366);
    render(<SalePopup image="/offer.png" href="/course" />);
    act(() => jest.advanceTimersByTime(1999));
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();
  });

  it('shows a slim bar, not a modal, on phones; its cross dismisses it', () => {
    onScreen(390);
    render(<SalePopup image="/offer.png" href="/course" />);
    act(() => jest.advanceTimersByTime(2000));
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
    const bar = screen.getByRole('complementary', { name: 'Offer' });
    expect(bar.querySelector('a')).toHaveAttribute('href', '/course');
    expect(bar.querySelector('img')).toHaveAttribute('width', '64');
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: false }));
    expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull();
  });

  it('closed by its cross, hands focus back to the page at once, before the close event', () => {
    onScreen(1366);
    render(<SalePopup image="/offer.png" href="/course" />);
    act(() => jest.advanceTimersByTime(2000));
    const dialog = screen.getByRole('dialog', { name: 'Offer' });
    const cross = within(dialog).getByRole('button', { name: 'Close' });
    cross.focus();
    const focused: Element[] = [];
    document.body.addEventListener('focus', (e) => focused.push(e.target as Element));
    // The mocked close() fires no close event, as the browser's fires it only a task later.
    fireEvent.click(cross);
    expect(dialog).not.toHaveAttribute('open');
    expect(focused).toEqual([document.body]);
    expect(document.body).not.toHaveAttribute('tabindex');
  });

  it('shows once per browser session', () => {
    onScreen(390);
    const { unmount } = render(<SalePopup image="/offer.png" href="/course" />);
    act(() => jest.advanceTimersByTime(2000));
    unmount();
    render(<SalePopup image="/offer.png" href="/course" />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull();
  });

  it('waits while the visitor is in another dialog, and opens a whole 2 s interval after it is closed', () => {
    onScreen(1366);
    const enquiry = document.body.appendChild(document.createElement('dialog'));
    enquiry.setAttribute('open', '');
    render(<SalePopup image="/offer.png" href="/course" />);
    act(() => jest.advanceTimersByTime(6000));
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('salePopupSeen')).toBeNull();
    enquiry.remove();
    // Not at the very next check, which may come the moment the dialog closed.
    act(() => jest.advanceTimersByTime(2000));
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(2000));
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
  });

  it('on a phone, waits while a form field has focus', () => {
    onScreen(390);
    const field = document.body.appendChild(document.createElement('input'));
    render(<SalePopup image="/offer.png" href="/course" />);
    field.focus();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull();
    field.blur();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('complementary', { name: 'Offer' })).toBeInTheDocument();
    field.remove();
  });
});
