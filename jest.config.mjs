import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/*
 * The suites that start Debian's redis-server or PostgreSQL (test-support/services/redis.mjs, test-support/services/postgres.mjs),
 * by file name wherever their folder: `npm run test:unit` leaves them out, so it runs on any
 * machine with Node; `npm run test:integration` runs them alone, `npm test` runs both.
 * __tests__/jest-projects.test.ts fails when another suite starts one of those servers.
 */
export const INTEGRATION_SUITES = ['shared-cache-handler-redis', 'shared-cache-handler-sharing', 'postgres-index'];
const integration = `/(?:${INTEGRATION_SUITES.join('|')})\\.test\\.tsx?$`;

/** One project's options, before next/jest adds its transform and mocks. */
const project = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next', '/bench/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^swiper/css.*$': '<rootDir>/test-support/style-mock.js',
  },
};

/** Units and contract tests (Node or jsdom per file); the end-to-end suite is Playwright's (e2e/). */
export default async function config() {
  const base = await createJestConfig(project)();
  return {
    // A bound for slow machines (the contract suite makes real HTTP calls); never a speed assertion.
    testTimeout: 30_000,
    // Both cores: the suites wait on real HTTP, Redis and SQLite as much as they compute (67 s on one
    // worker, 43 s on two, on a two-core machine).
    maxWorkers: '100%',
    projects: [
      { ...base, displayName: 'unit', testPathIgnorePatterns: [...base.testPathIgnorePatterns, integration] },
      {
        ...base,
        displayName: 'integration',
        testMatch: undefined,
        testRegex: integration,
        // Jest runs a project's global setup only when one of its suites is selected.
        globalSetup: '<rootDir>/test-support/jest-global-setup.mjs',
      },
    ],
  };
}
