/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { EmailLink } from '@/components/ui/EmailLink';

describe('EmailLink', () => {
  it('links the address and lets it wrap only after the @', () => {
    const { container } = render(<EmailLink address="mukherjeenagar@iasacademy.example" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'mailto:mukherjeenagar@iasacademy.example');
    expect(link).toHaveTextContent('mukherjeenagar@iasacademy.example');
    expect(container.innerHTML).toContain('mukherjeenagar@<wbr>iasacademy.example');
  });

  it('leaves an address without an @ as it is', () => {
    const { container } = render(<EmailLink address="office" />);
    expect(container.querySelector('wbr')).toBeNull();
    expect(screen.getByRole('link', { name: 'office' })).toHaveAttribute('href', 'mailto:office');
  });
});
