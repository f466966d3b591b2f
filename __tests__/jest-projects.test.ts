import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INTEGRATION_SUITES } from '../jest.config.mjs';

/*
 * `npm run test:unit` runs on any machine with Node: a suite that starts Debian's servers
 * (redis-server, PostgreSQL, nginx, or apt to install them) belongs to the integration project,
 * which jest.config.mjs picks by file name.
 */
const ROOT = path.resolve(__dirname, '..');
const STARTS_A_SERVER = /(?:services\/(?:redis|postgres|nginx)|scripts\/debian-packages)\.mjs|redis-handler-scenario/;

const suites = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('e2e/') && !f.startsWith('bench/'));
const nameOf = (file: string) => path.basename(file).replace(/\.test\.tsx?$/, '');

describe('jest projects: unit on any machine, integration with the servers', () => {
  it('puts every suite that starts a server in the integration project', () => {
    const starters = suites.filter(
      (f) => f !== '__tests__/jest-projects.test.ts' && STARTS_A_SERVER.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(starters.map(nameOf).sort()).toEqual([...INTEGRATION_SUITES].sort());
  });
});
