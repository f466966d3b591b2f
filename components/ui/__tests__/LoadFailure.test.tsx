/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailure } from '@/components/ui/LoadFailure.client';

describe('LoadFailure', () => {
  it('names the failure, logs it, and tries again through the boundary’s retry', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const retry = jest.fn();
    const error = new Error('down');
    render(<LoadFailure message="Failed to load branches" error={error} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Failed to load branches');
    expect(screen.getByText('Please try again in a moment.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load branches', error);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
