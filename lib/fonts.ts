import localFont from 'next/font/local';

/* Self-hosted from the @fontsource package: no request leaves the site for a font. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Noto Sans', 'Noto Sans Devanagari', 'Arial', 'sans-serif'],
});
