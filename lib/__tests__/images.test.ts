import { imageProps, sitePicture } from '../images';
import { site } from '../site';

describe("pictures on the site's own origin load from any host and port", () => {
  it('writes a picture on the public origin as a site path', () => {
    expect(sitePicture(`${site.url}/demo/banners/sale-popup.svg`)).toBe('/demo/banners/sale-popup.svg');
    expect(sitePicture(`${site.url}/demo/a.png?v=2`)).toBe('/demo/a.png?v=2');
  });

  it('leaves pictures on other hosts, and site paths, as they are', () => {
    expect(sitePicture('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(sitePicture('/logo.svg')).toBe('/logo.svg');
  });

  it('optimises own raster pictures and passes SVGs and unknown hosts through', () => {
    expect(imageProps(`${site.url}/demo/a.png`)).toEqual({ src: '/demo/a.png', unoptimized: false });
    expect(imageProps(`${site.url}/demo/a.svg`)).toEqual({ src: '/demo/a.svg', unoptimized: true });
    expect(imageProps('https://cdn.example.com/a.png')).toEqual({ src: 'https://cdn.example.com/a.png', unoptimized: true });
  });
});
