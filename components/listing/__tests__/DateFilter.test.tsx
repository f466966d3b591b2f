/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { DateFilter } from '@/components/listing/DateFilter.client';

const today = '2026-11-21';

function setup(active: { from: string; to: string } | null = null) {
  const onApply = jest.fn();
  const onReset = jest.fn();
  render(<DateFilter legend="Filter blogs by date" today={today} active={active} busy={false} onApply={onApply} onReset={onReset} />);
  return { onApply, onReset };
}

describe('DateFilter', () => {
  it('starts at 2019-07-01 and today, unfiltered (no Reset)', () => {
    setup();
    expect(screen.getByLabelText('From')).toHaveValue('2019-07-01');
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(screen.getByLabelText('From')).toHaveAttribute('min', '2019-07-01');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', today);
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });

  it('applies a valid range on submit', () => {
    const { onApply } = setup();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenCalledWith('2025-01-01', '2025-03-31');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what is wrong with a range and does not apply it', () => {
    const { onApply } = setup();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-05-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the filtered range in Indian format and resets to the defaults', () => {
    const { onReset } = setup({ from: '2025-01-01', to: '2025-03-31' });
    expect(screen.getByText('Showing 1 Jan 2025 to 31 Mar 2025')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByLabelText('From')).toHaveValue('2019-07-01');
    expect(screen.getByLabelText('To')).toHaveValue(today);
  });
});
