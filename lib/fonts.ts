import localFont from 'next/font/local';

/*
 * Hindi text (course names, articles) in one self-hosted face. Its unicode-range means a browser
 * downloads it only for pages whose content holds Devanagari, so it is not preloaded. Latin
 * text uses the system's UI font (globals.css, `--font-sans`): see docs/decisions/024-system-fonts.md.
 */
export const devanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  declarations: [
    { prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' },
  ],
  // The face alone: the stacks that use it put it first (it holds Devanagari only, so Latin text
  // falls through to the system's font), and a fallback here, Arial-based or a system Devanagari
  // face with Latin letters of its own, would take the Latin text of those stacks.
  fallback: [],
  adjustFontFallback: false,
});
