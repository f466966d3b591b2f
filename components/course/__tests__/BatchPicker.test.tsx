/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { BatchPicker } from '@/components/course/BatchPicker';

const batch = { id: 1, branchid: 7, name: 'CSAT Batch – December 2026', mode: 'Offline', packageName: 'Classroom Programme' };

describe('BatchPicker', () => {
  it("keeps the dot before the fee on the programme's line, so a wrapped fee starts with the amount", () => {
    render(<BatchPicker batches={[{ ...batch, fee: '₹18,000' }]} branches={[{ id: 7, name: 'Pune' }]} />);
    const programme = screen.getAllByText('Programme')[0]!.nextElementSibling!;
    expect(programme.textContent).toBe('Classroom Programme\u00a0· ₹18,000');
  });

  it('shows the programme alone when it has no fee', () => {
    render(<BatchPicker batches={[batch]} branches={[{ id: 7, name: 'Pune' }]} />);
    expect(screen.getAllByText('Programme')[0]!.nextElementSibling!.textContent).toBe('Classroom Programme');
  });
});
