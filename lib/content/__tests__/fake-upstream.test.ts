import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * The fake upstream is a test double the contract and end-to-end suites trust; its self-check
 * also covers the failure modes no suite drives yet (non-JSON and empty bodies, 503 HTML,
 * fail-next, latency). It runs as its own process, as the e2e targets run the double.
 */
it('the fake upstream passes its self-check', async () => {
  const script = path.join(__dirname, '../../../test-support/fake-upstream/selfcheck.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 25_000 });
  expect(stdout).toMatch(/^\d+ passed, 0 failed$/m);
});
