/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CardGrid } from '@/components/listing/CardGrid';

describe('CardGrid', () => {
  it('says what is missing when the list is empty, never a blank area', () => {
    render(
      <CardGrid items={[]} empty="No books yet." itemKey={(n: number) => n}>
        {(n) => <p>{n}</p>}
      </CardGrid>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No books yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders one list item per card, in order', () => {
    render(
      <CardGrid items={['a', 'b', 'c']} empty="none" itemKey={(s) => s} four>
        {(s, i) => <p>{`${i}:${s}`}</p>}
      </CardGrid>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['0:a', '1:b', '2:c']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
