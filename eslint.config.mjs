import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const restrictedPaths = [
  { name: 'zod', message: "Import z from '@/lib/zod' (it configures zod for the CSP)." },
  { name: 'next/link', message: "Import { Link } from '@/components/ui/Link.client' (it prefetches on intent, not on sight)." },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['**/.next/**', '.next-*/**', '**/node_modules/**', '.data*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { paths: restrictedPaths }],
    },
  },
  {
    // One import style in the site's TypeScript: another folder by its '@/' path, the same
    // folder by './'. Plain .mjs files, which Node loads without the alias, stay relative.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: restrictedPaths, patterns: [{ group: ['../*', '**/../*'], message: "Import from another folder by its '@/' path." }] },
      ],
    },
  },
  {
    // app → components → lib: lib/ stays usable and testable without React and route files,
    // and components/ without a route. The resolver reads the '@/' alias from tsconfig.json.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./components', './app'], message: 'lib/ is below components/ and app/: pass what it needs in.' },
            { target: './components', from: './app', message: 'components/ is below app/: move what several routes share out of app/.' },
          ],
        },
      ],
    },
  },
  {
    // The one wrapper of each, and the framework's bare page that the benchmarks measure as is.
    files: ['lib/zod.ts', 'components/ui/Link.client.tsx', 'bench/baseline-app/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Specs navigate with pages that wait for hydration (test-support/e2e/test.ts).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import { test } from test-support/e2e/test.ts (its pages wait for hydration).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
