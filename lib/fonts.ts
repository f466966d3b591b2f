import localFont from 'next/font/local';

/* Self-hosted from the @fontsource packages: no request leaves the site for a font. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

/*
 * Hindi text (course names, articles) in a matching face. Its unicode-range means a browser
 * downloads it only for pages that contain Devanagari, so it is not preloaded.
 */
export const devanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
  fallback: ['Noto Sans Devanagari', 'Mangal', 'sans-serif'],
});
