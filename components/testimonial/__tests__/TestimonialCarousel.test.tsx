/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL } from '@/lib/carousel';
import { TestimonialCarousel } from '@/components/testimonial/TestimonialCarousel.client';

describe('TestimonialCarousel', () => {
  beforeAll(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  });

  it('has the documented settings: 1 slide, 2 from 577px, 3.5 s autoplay, 1.5 s speed, 30px apart', () => {
    expect(CAROUSEL).toEqual({ slidesPerView: 1, wideFrom: 577, wideSlidesPerView: 2, delay: 3500, speed: 1500, spaceBetween: 30 });
  });

  it('renders every slide and a pause control', () => {
    render(
      <TestimonialCarousel
        label="Student testimonials"
        slides={['One', 'Two', 'Three'].map((t) => (
          <p key={t}>{t}</p>
        ))}
      />,
    );
    expect(screen.getByRole('group', { name: 'Student testimonials' })).toBeInTheDocument();
    for (const t of ['One', 'Two', 'Three']) expect(screen.getAllByText(t).length).toBeGreaterThan(0);
    const pause = screen.getByRole('button', { name: 'Pause testimonials' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('has no controls for a single testimonial', () => {
    render(<TestimonialCarousel label="Student testimonials" slides={[<p key="1">Only</p>]} />);
    expect(screen.queryByRole('button', { name: /testimonial/ })).toBeNull();
  });
});
