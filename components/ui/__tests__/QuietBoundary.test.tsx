/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { QuietBoundary } from '@/components/ui/QuietBoundary.client';

function Broken(): never {
  throw new Error('Loading chunk failed');
}

describe('QuietBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback when the island inside fails, and nothing breaks around it', () => {
    render(
      <div>
        <p>The article</p>
        <QuietBoundary fallback={<p>Still slides</p>}>
          <Broken />
        </QuietBoundary>
      </div>,
    );
    expect(screen.getByText('The article')).toBeInTheDocument();
    expect(screen.getByText('Still slides')).toBeInTheDocument();
  });

  it('renders nothing by default in place of a failed island, and its children when they work', () => {
    const { container } = render(
      <QuietBoundary>
        <Broken />
      </QuietBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
    render(
      <QuietBoundary>
        <p>Toasts</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('Toasts')).toBeInTheDocument();
  });
});
