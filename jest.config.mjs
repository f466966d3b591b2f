import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Units and contract tests (Node or jsdom per file); the end-to-end suite is Playwright's (e2e/). */
const config = {
  testEnvironment: 'node',
  // A bound for slow machines (the contract suite makes real HTTP calls); never a speed assertion.
  testTimeout: 30_000,
  // Both cores: the suites wait on real HTTP, Redis and SQLite as much as they compute (67 s on one
  // worker, 43 s on two, on a two-core machine).
  maxWorkers: '100%',
  globalSetup: '<rootDir>/test-support/jest-global-setup.mjs',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next', '/bench/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^swiper/css.*$': '<rootDir>/test-support/style-mock.js',
  },
};

export default createJestConfig(config);
