/*
 * The servers of the end-to-end run (the webServer entries of playwright.config.ts) and where the tests find them.
 * Plain JavaScript so the Playwright config, the tests and their helper scripts import it.
 */
// E2E_PORT_OFFSET lets two runs (two developers' sessions on one machine) keep apart.
const offset = Number(process.env.E2E_PORT_OFFSET || 0);
const suffix = offset ? `-${offset}` : '';
const fakeUpstreamPort = 4010 + offset;

const target = (name, basePort, baseDistDir, env) => ({
  name,
  port: basePort + offset,
  distDir: baseDistDir + suffix,
  url: `http://localhost:${basePort + offset}`,
  env: {
    NEXT_DIST_DIR: baseDistDir + suffix,
    SITE_URL: `http://localhost:${basePort + offset}`,
    PORT: String(basePort + offset),
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  },
});

/** The CMS webhook's secret on every target (at least 32 characters, as lib/env.ts asks). */
export const REVALIDATE_SECRET = 'e2e-webhook-secret-0123456789abcdef';

const upstreamEnv = {
  CONTENT_API_URL: `http://127.0.0.1:${fakeUpstreamPort}/api`,
  CONTENT_API_TIMEOUT_MS: '2000',
  REVALIDATE_SECRET,
  ENQUIRY_RATE_LIMIT: '20',
  // The tests play the part of nginx: each gives its own client address in X-Forwarded-For.
  // The embedded target trusts no proxy, as a site reached directly.
  TRUSTED_PROXIES: '127.0.0.1,::1',
  // Every browser of the suite shares one address.
  TRACK_RATE_LIMIT: '1000000',
  SEARCH_RATE_LIMIT: '1000000',
  // What the fake upstream's 'spec-fields' scenario leaves to configuration (its default scenario gives both).
  STUDENT_LOGIN_URL: 'https://portal.example.in/configured-student-login',
  TAWK_PROPERTY: '0a1b2c3d4e5f60718293a4b5/configured',
};

const embeddedEnv = {
  CONTENT_DATA_DIR: `.data-e2e${suffix}`,
  CONTENT_API_URL: '',
  REVALIDATE_SECRET,
  ENQUIRY_RATE_LIMIT: '20',
  // Every browser of the suite shares one address.
  TRACK_RATE_LIMIT: '1000000',
  SEARCH_RATE_LIMIT: '1000000',
};

/**
 * A copy of a target's build in a folder of its own, started on `basePort` with `env` (the built
 * target's content source and SITE_URL, so `npm start` serves it without rebuilding) and the
 * instances' shared redis-server.
 */
const copy = (name, basePort, env) => {
  const port = basePort + offset;
  const distDir = `.next-e2e-${name}${suffix}`;
  return {
    name,
    port,
    distDir,
    url: `http://127.0.0.1:${port}`,
    env: {
      ...env,
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      REDIS_URL: `redis://127.0.0.1:${3403 + offset}`,
    },
  };
};

/* Copies of the upstream target's build; one site-search index for both, in PostgreSQL. */
const instance = (name, basePort) =>
  copy(name, basePort, {
    ...upstreamEnv,
    SITE_URL: `http://localhost:${3200 + offset}`,
    CONTENT_DATA_DIR: `.data-e2e-${name}${suffix}`,
    SEARCH_DATABASE_URL: `postgres://site@127.0.0.1:${3406 + offset}/site`,
  });

/*
 * Two copies of the embedded target's build on the same demo database (its data folder, as the
 * build recorded it; the site search's index there was built by the embedded target first),
 * sharing the same redis-server under their own build id, behind a second nginx. They trust no
 * proxy, as the embedded target (and a site set up without reading docs/operations.md's nginx recipe).
 */
const embeddedInstance = (name, basePort) => copy(name, basePort, { ...embeddedEnv, SITE_URL: `http://localhost:${3100 + offset}` });

export const E2E = {
  fakeUpstream: {
    apiUrl: `http://127.0.0.1:${fakeUpstreamPort}/api`,
    controlUrl: `http://127.0.0.1:${fakeUpstreamPort + 1}`,
    env: { FAKE_UPSTREAM_PORT: String(fakeUpstreamPort), FAKE_UPSTREAM_CONTROL_PORT: String(fakeUpstreamPort + 1) },
  },
  embedded: target('embedded', 3100, '.next-e2e', embeddedEnv),
  upstream: target('upstream', 3200, '.next-e2e-upstream', { ...upstreamEnv, CONTENT_DATA_DIR: `.data-e2e-upstream${suffix}` }),
  /*
   * Several instances: two copies of the upstream target's build (two folders) sharing a
   * redis-server, behind nginx with deploy/nginx/site.conf. Same content source and SITE_URL
   * as that build, so `npm start` serves the copies without rebuilding.
   */
  instances: {
    redisPort: 3403 + offset,
    postgresPort: 3406 + offset,
    nginx: { port: 3402 + offset, url: `http://127.0.0.1:${3402 + offset}` },
    /** The shipped-config tests' own nginx and the stand-in upstream behind it (pictures, page encodings). */
    standInPorts: { nginx: 3404 + offset, upstream: 3405 + offset },
    a: instance('instance-a', 3400),
    b: instance('instance-b', 3401),
    /** The same on the embedded content: copies of the embedded build, their own nginx. */
    embedded: {
      nginx: { port: 3409 + offset, url: `http://127.0.0.1:${3409 + offset}` },
      a: embeddedInstance('embedded-a', 3407),
      b: embeddedInstance('embedded-b', 3408),
    },
  },
  second: target('second', 3300, '.next-e2e-second', {
    CONTENT_API_URL: `http://127.0.0.1:${3100 + offset}/api/content`,
    CONTENT_DATA_DIR: `.data-e2e-second${suffix}`,
    // The embedded API, like the institute's, has no portal field; only the demo itself gets a default.
    STUDENT_LOGIN_URL: 'https://learn.example.com/student/login',
  }),
};
