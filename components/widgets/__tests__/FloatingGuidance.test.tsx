/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EnquiryModalContext } from '@/components/enquiry/enquiry-modal-context.client';
import { FloatingGuidance } from '@/components/widgets/FloatingGuidance.client';

jest.mock('next/navigation', () => ({ usePathname: () => '/blogs' }));

const LABEL = 'Need FREE Guidence for UPSC?';

function renderButton(open = jest.fn()) {
  render(
    <EnquiryModalContext.Provider value={{ open, close: jest.fn() }}>
      <FloatingGuidance label={LABEL} />
    </EnquiryModalContext.Provider>,
  );
  return { open, button: () => screen.getByRole('button', { name: LABEL }) };
}

/** Scrolls the window to `y` and lets the next animation frame run. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

describe('FloatingGuidance', () => {
  beforeEach(() => Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true }));
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('opens the call-back popup', () => {
    const { open, button } = renderButton();
    fireEvent.click(button());
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shrinks to its icon while the visitor reads on down, and opens out when they scroll up', async () => {
    const { button } = renderButton();
    expect(button()).not.toHaveAttribute('data-compact');
    await scrollTo(300); // down, but still in the first half screen
    expect(button()).not.toHaveAttribute('data-compact');
    await scrollTo(1500);
    expect(button()).toHaveAttribute('data-compact');
    await scrollTo(1504); // a hand resting on the screen changes nothing
    expect(button()).toHaveAttribute('data-compact');
    await scrollTo(1200);
    expect(button()).not.toHaveAttribute('data-compact');
    // Its label names it in both shapes.
    expect(button()).toHaveTextContent(LABEL);
  });
});
