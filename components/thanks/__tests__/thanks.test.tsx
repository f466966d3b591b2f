/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LAST_PAGE_KEY } from '@/lib/tracking/storage';
import { isFullPageLoad } from '@/components/thanks/FullLoadRedirect.client';
import { PreviousPage, sitePath } from '@/components/thanks/PreviousPage.client';

jest.mock('next/navigation', () => ({ usePathname: () => '/thank-you' }));

function navigationEntry(url: string | undefined) {
  Object.defineProperty(window.performance, 'getEntriesByType', {
    configurable: true,
    value: () => (url ? [{ name: url }] : []),
  });
}

describe('the thank-you pages', () => {
  beforeEach(() => {
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

  // Where a full load leads (a new document at /) is the e2e test's: jsdom cannot navigate.
  it('tell a full page load of the page itself from a visit inside the app', () => {
    navigationEntry(`${window.location.origin}/thanks`);
    expect(isFullPageLoad()).toBe(true);
    navigationEntry(`${window.location.origin}/contact-us`);
    expect(isFullPageLoad()).toBe(false);
    navigationEntry(undefined);
    expect(isFullPageLoad()).toBe(false);
  });
});
