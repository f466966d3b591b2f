import type { MetadataRoute } from 'next';
import { PAGES } from '@/lib/routes';
import { site } from '@/lib/site';

/*
 * The web app manifest (/manifest.webmanifest); Next links it from every page's head. The
 * installed site opens on the daily current affairs, what aspirants come back for each day.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: PAGES.home,
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: PAGES.daily,
    scope: PAGES.home,
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: site.backgroundColor,
    lang: 'en-IN',
    categories: ['education', 'news'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
