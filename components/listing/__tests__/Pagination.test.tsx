/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { Pagination, pageWindow } from '@/components/listing/Pagination';

describe('pageWindow', () => {
  it('shows first, last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});

describe('Pagination', () => {
  it('links every shown page; page 1 is the list address', () => {
    render(<Pagination basePath="/blogs" page={2} totalPages={5} label="Pages of blogs" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of blogs' });
    expect(within(nav).getByRole('link', { name: '‹ Previous' })).toHaveAttribute('href', '/blogs');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blogs');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blogs/page/3');
    expect(within(nav).getByRole('link', { name: 'Next ›' })).toHaveAttribute('href', '/blogs/page/3');
    expect(within(nav).getByText('2', { exact: false }).closest('[aria-current="page"]')).not.toBeNull();
  });

  it('is left out for a single page', () => {
    const { container } = render(<Pagination basePath="/blogs" page={1} totalPages={1} label="Pages" />);
    expect(container).toBeEmptyDOMElement();
  });
});
