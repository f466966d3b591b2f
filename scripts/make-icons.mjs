import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './debian-packages.mjs';

/*
 * The installed site's PNG icons (public/icons), drawn from the favicon app/icon.svg:
 *   node scripts/make-icons.mjs     (again when the favicon changes)
 * 'any' icons keep its rounded square; the maskable one fills the square with its background
 * and shrinks the mark into the middle 80%, the part every launcher's mask keeps.
 */
const svg = readFileSync('app/icon.svg', 'utf8');
const maskable = svg
  .replace(/ rx="\d+"/, '')
  .replace(/(<g\b[^>]*>[\s\S]*<\/g>)/, '<g transform="translate(32 32) scale(0.8) translate(-32 -32)">$1</g>');

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace(/width="\d+" height="\d+"/, `width="${icon.size}" height="${icon.size}"`);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    writeFileSync(`public/icons/${icon.file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
