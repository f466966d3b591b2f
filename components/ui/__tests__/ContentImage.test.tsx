/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ContentImage } from '@/components/ui/ContentImage';

describe('ContentImage', () => {
  it('renders a plain img with optimised sources and fixed dimensions, lazily', () => {
    const { container } = render(<ContentImage src="/demo/a.jpg" alt="A class" width={600} height={315} sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('A class');
    expect(img.getAttribute('width')).toBe('600');
    expect(img.getAttribute('height')).toBe('315');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('srcset')).toMatch(/\/_next\/image\?url=%2Fdemo%2Fa\.jpg&w=\d+&q=75 \d+w/);
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('loads a priority picture eagerly at high priority', () => {
    const { container } = render(<ContentImage src="https://cdn.example.in/a.jpg" alt="" width={1200} height={630} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBe('sync');
  });

  it('keeps the frame of a missing picture', () => {
    const { container } = render(<ContentImage src={undefined} alt="" width={1200} height={630} />);
    expect(container.querySelector('img')).toBeNull();
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('1200 / 630');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it("shows a person's initials where their picture is missing, hidden from screen readers beside the name", () => {
    const { container } = render(<ContentImage src={undefined} alt="" width={56} height={56} person="Fatima Sheikh" />);
    const box = container.firstChild as HTMLElement;
    expect(box).toHaveTextContent('FS');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).toBeNull();
  });
});
