/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/Link.client';

const seen: Array<ComponentProps<'a'> & { prefetch?: boolean | null }> = [];
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, children, ...rest }: ComponentProps<'a'> & { prefetch?: boolean | null }) => {
    seen.push({ prefetch, href });
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
}));

let pathname: string | null = '/contact-us';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const lastPrefetch = () => seen.at(-1)?.prefetch;

describe('Link', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it('does not prefetch a route just because it is on screen', () => {
    render(<Link href="/course">Courses</Link>);
    expect(lastPrefetch()).toBe(false);
  });

  it.each([
    ['a pointer over it', (a: HTMLElement) => fireEvent.mouseEnter(a)],
    ['keyboard focus', (a: HTMLElement) => fireEvent.focus(a)],
    ['a finger on it', (a: HTMLElement) => fireEvent.touchStart(a)],
  ])("prefetches on intent: %s (Next's default prefetch from then on)", (_, intent) => {
    const onFocus = jest.fn();
    render(
      <Link href="/course" onFocus={onFocus}>
        Courses
      </Link>,
    );
    intent(screen.getByRole('link', { name: 'Courses' }));
    expect(lastPrefetch()).toBeNull();
  });

  it("keeps the caller's own handlers", () => {
    const onMouseEnter = jest.fn();
    render(
      <Link href="/course" onMouseEnter={onMouseEnter}>
        Courses
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Courses' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });

  describe('markCurrent', () => {
    beforeEach(() => {
      pathname = '/contact-us';
    });

    it('marks the link to the page on screen as the current page', () => {
      render(
        <Link href="/contact-us" markCurrent>
          Contact
        </Link>,
      );
      expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    });

    it.each([
      ['another page', '/course', true],
      ['the same page with a query', '/contact-us?from=menu', true],
      ['the same page with a hash', '/contact-us#form', true],
      ['a link that does not ask', '/contact-us', false],
    ])('leaves %s unmarked', (_, href, markCurrent) => {
      render(
        <Link href={href} markCurrent={markCurrent}>
          Somewhere
        </Link>,
      );
      expect(screen.getByRole('link', { name: 'Somewhere' })).not.toHaveAttribute('aria-current');
    });

    it('marks nothing outside a router (no path known)', () => {
      pathname = null;
      render(
        <Link href="/contact-us" markCurrent>
          Contact
        </Link>,
      );
      expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
    });
  });
});
