/*
 * The servers of the end-to-end run (scripts/e2e.mjs) and where the tests find them.
 * Plain JavaScript so both the orchestrating script and the Playwright config import it.
 */
const fakeUpstreamPort = 4010;

const target = (name, port, distDir, env) => ({
  name,
  port,
  distDir,
  url: `http://localhost:${port}`,
  env: { NEXT_DIST_DIR: distDir, SITE_URL: `http://localhost:${port}`, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...env },
});

export const E2E = {
  fakeUpstream: {
    apiUrl: `http://127.0.0.1:${fakeUpstreamPort}/api`,
    controlUrl: `http://127.0.0.1:${fakeUpstreamPort + 1}`,
    env: { FAKE_UPSTREAM_PORT: String(fakeUpstreamPort), FAKE_UPSTREAM_CONTROL_PORT: String(fakeUpstreamPort + 1) },
  },
  embedded: target('embedded', 3100, '.next-e2e', { CONTENT_DATA_DIR: '.data-e2e', CONTENT_API_URL: '', REVALIDATE_SECRET: 'e2e-secret' }),
  upstream: target('upstream', 3200, '.next-e2e-upstream', {
    CONTENT_API_URL: `http://127.0.0.1:${fakeUpstreamPort}/api`,
    CONTENT_API_TIMEOUT_MS: '2000',
    CONTENT_DATA_DIR: '.data-e2e-upstream',
    REVALIDATE_SECRET: 'e2e-secret',
  }),
  second: target('second', 3300, '.next-e2e-second', {
    CONTENT_API_URL: 'http://127.0.0.1:3100/api/content',
    CONTENT_DATA_DIR: '.data-e2e-second',
  }),
};
