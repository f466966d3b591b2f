import { imageProps } from '@/lib/images';

describe('imageProps', () => {
  it("optimises the site's own raster pictures (site paths)", () => {
    expect(imageProps('/demo/a.png')).toEqual({ src: '/demo/a.png', unoptimized: false });
    expect(imageProps('/demo/a.png?v=2')).toEqual({ src: '/demo/a.png?v=2', unoptimized: false });
  });

  it('passes SVGs and other hosts through unoptimised', () => {
    expect(imageProps('/demo/a.SVG')).toEqual({ src: '/demo/a.SVG', unoptimized: true });
    expect(imageProps('https://cdn.example.com/a.png')).toEqual({ src: 'https://cdn.example.com/a.png', unoptimized: true });
    expect(imageProps('//cdn.example.com/a.png')).toEqual({ src: '//cdn.example.com/a.png', unoptimized: true });
  });
});
