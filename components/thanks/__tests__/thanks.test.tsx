/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LAST_PAGE_KEY } from '@/lib/tracking/storage';
import { FullLoadRedirect, isFullPageLoad } from '../FullLoadRedirect.client';
import { PreviousPage, sitePath } from '../PreviousPage.client';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), usePathname: () => '/thank-you' }));

function navigationEntry(url: string | undefined) {
  Object.defineProperty(window.performance, 'getEntriesByType', {
    configurable: true,
    value: () => (url ? [{ name: url }] : []),
  });
}

describe('the thank-you pages', () => {
  beforeEach(() => {
    replace.mockReset();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/thanks');
  });

  it("say 'No previous page stored' when nothing is stored", () => {
    render(<PreviousPage />);
    expect(screen.getByText('No previous page stored')).toBeInTheDocument();
  });

  it('show the stored previous page, as a link when it is on this site', () => {
    window.localStorage.setItem(LAST_PAGE_KEY, `${window.location.origin}/course-details/mains-mastery-2025`);
    render(<PreviousPage />);
    expect(screen.getByRole('link', { name: `${window.location.origin}/course-details/mains-mastery-2025` })).toHaveAttribute(
      'href',
      '/course-details/mains-mastery-2025',
    );
  });

  it('never link to another site or a script', () => {
    expect(sitePath('https://evil.example.com/x', 'http://localhost')).toBeUndefined();
    expect(sitePath('javascript:alert(1)', 'http://localhost')).toBeUndefined();
    expect(sitePath('/blogs?page=2', 'http://localhost')).toBe('/blogs?page=2');
  });

  it('go to / after a full page load of the page itself', () => {
    navigationEntry(`${window.location.origin}/thanks`);
    expect(isFullPageLoad()).toBe(true);
    render(<FullLoadRedirect />);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('stay when reached inside the app (the document was loaded elsewhere)', () => {
    navigationEntry(`${window.location.origin}/contact-us`);
    render(<FullLoadRedirect />);
    expect(replace).not.toHaveBeenCalled();
    navigationEntry(undefined);
    expect(isFullPageLoad()).toBe(false);
  });
});
