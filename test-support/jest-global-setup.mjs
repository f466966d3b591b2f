import { ensurePackages } from '../scripts/debian-packages.mjs';

/*
 * Once before Jest's workers start: the Redis and PostgreSQL that some suites start are
 * installed, so that two workers never run apt at once (`npm test` has installed them already).
 */
export default function globalSetup() {
  ensurePackages('redis-server', 'postgresql');
}
