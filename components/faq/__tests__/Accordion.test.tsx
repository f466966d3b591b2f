/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from '@/components/faq/Accordion.client';

const items = [
  { id: 1, title: 'When do batches start?', body: <p>In July.</p> },
  { id: 2, title: 'Can I pay in instalments?', body: <p>Yes, in two.</p> },
];

describe('Accordion', () => {
  it('has a heading with a button per question, the first answer open, every answer in the document', () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'When do batches start?' });
    const second = screen.getByRole('button', { name: 'Can I pay in instalments?' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'When do batches start?' })).toHaveTextContent('In July.');
    expect(screen.getByText('Yes, in two.')).not.toBeVisible();
    expect(second).toHaveAttribute('aria-controls', screen.getByText('Yes, in two.').closest('[role=region]')?.id);
  });

  it('opens and closes each answer independently', () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'When do batches start?' });
    const second = screen.getByRole('button', { name: 'Can I pay in instalments?' });
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, in two.')).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('In July.')).not.toBeVisible();
  });
});
