/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ListError } from '@/components/listing/ListError.client';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('ListError', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it.each([
    ['/blogs', 'Failed to load branch by URL'],
    ['/blogs/page/3', 'Failed to load branch by URL'],
    ['/articles', 'Failed to load branch by URL'],
    ['/upsc-daily-current-affair', 'Failed to load current affairs'],
    ['/mcq/page/2', 'Failed to load MCQs'],
  ])('on %s says %p', (path, message) => {
    pathname = path;
    render(<ListError error={new Error('down')} retry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(message);
  });
});
