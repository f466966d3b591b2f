import { renderToStaticMarkup } from 'react-dom/server';
import { NewsTicker } from '@/components/header/NewsTicker';

describe('NewsTicker', () => {
  it("says 'Failed to load branch by URL' in its place when the headlines could not load", () => {
    const html = renderToStaticMarkup(<NewsTicker headlines={[]} failed />);
    expect(html).toContain('aria-label="Latest news"');
    expect(html).toContain('Failed to load branch by URL');
  });

  it('is absent when there are no headlines and nothing failed', () => {
    expect(renderToStaticMarkup(<NewsTicker headlines={[]} failed={false} />)).toBe('');
  });
});
