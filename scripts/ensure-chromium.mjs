import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/*
 * The end-to-end tests drive Debian's Chromium (test tools cannot download browsers here).
 * As root the package is installed when missing; otherwise one line says what to install.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`);
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
